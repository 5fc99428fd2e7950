/**
 * The forms' `FormStore` in PostgreSQL: one row per submission in `form_submissions`, keyed by form and
 * id, so a submission sent twice under the same id (a retry after a lost answer, to this server or
 * another) is stored once, whenever it comes. A row is committed, which PostgreSQL flushes to disk,
 * before the visitor is told it arrived.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { AppendResult, FormStore, StoreEntry, StoredSubmission } from '../forms/store.ts';
import type { Database } from './database.ts';

/** How many rows `read` fetches at a time: an inbox of any size is read in pages of this many. */
const PAGE_ROWS = 500;

interface Row {
  id: string;
  form: string;
  received_at: Date;
  fields: Record<string, string>;
  seq: string;
}

const recordOf = (row: Row): StoredSubmission => ({
  id: row.id,
  form: row.form,
  receivedAt: row.received_at.toISOString(),
  fields: row.fields,
});

export function createPostgresFormStore(db: Database, now: () => number = Date.now): FormStore {
  return {
    async append(formId, fields, id = randomUUID()) {
      await db.ready;
      const record: StoredSubmission = { id, form: formId, receivedAt: new Date(now()).toISOString(), fields };
      const inserted = await db.pool.query<Row>(
        `INSERT INTO form_submissions (form, id, received_at, fields) VALUES ($1, $2, $3, $4)
         ON CONFLICT (form, id) DO NOTHING RETURNING id`,
        [formId, id, record.receivedAt, JSON.stringify(fields)],
      );
      if (inserted.rowCount === 1) return { record, duplicate: false } satisfies AppendResult;
      const earlier = await db.pool.query<Row>('SELECT * FROM form_submissions WHERE form = $1 AND id = $2', [formId, id]);
      return { record: earlier.rows[0] ? recordOf(earlier.rows[0]) : record, duplicate: true };
    },

    async *read(onlyForm): AsyncGenerator<StoreEntry> {
      await db.ready;
      // A page at a time, each starting after the last row of the one before: rows stored meanwhile
      // come in their place, and nothing is held but one page.
      let after: { receivedAt: Date; seq: string } | null = null;
      for (;;) {
        const page: pg.QueryResult<Row> = await db.pool.query<Row>(
          `SELECT * FROM form_submissions
           WHERE ($1::text IS NULL OR form = $1)
             AND ($2::timestamptz IS NULL OR (received_at, seq) > ($2, $3::bigint))
           ORDER BY received_at, seq LIMIT ${PAGE_ROWS}`,
          [onlyForm ?? null, after?.receivedAt ?? null, after?.seq ?? null],
        );
        for (const row of page.rows) yield { record: recordOf(row) };
        if (page.rows.length < PAGE_ROWS) return;
        const last: Row = page.rows[page.rows.length - 1];
        after = { receivedAt: last.received_at, seq: last.seq };
      }
    },

    describe: (formId) => (formId ? `${db.where}, form "${formId}"` : db.where),
  };
}
