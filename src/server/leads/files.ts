/**
 * The leads' store in files, the embedded default (store.ts says what a `LeadStore` is). Submissions
 * stay where the form endpoint has always kept them (forms/store.ts, JSON lines, never rewritten but to
 * delete a person's data); what happens to them afterwards is appended, one line per event, to
 * <dataDir>/leads/events.jsonl, flushed to disk before it resolves, and read back into memory once. The
 * settings are one small file, replaced whole. A lead's submission is written before its first event:
 * a crash between the two leaves a submission with no events, which the retry of the same post (the
 * browser's draft keeps it) completes, and which the inbox lists as a new lead.
 *
 * One server process writes these files at a time; `npm run inbox` only reads the submissions.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { appendLineDurably, writeFileDurably } from '../durable-files.ts';
import { createJsonLinesStore, type StoredSubmission } from '../forms/store.ts';
import {
  fitsQuery,
  leadKey,
  type Lead,
  type LeadSettings,
  type LeadStore,
  type MailAttempt,
  type MailState,
  type OutboxItem,
} from './store.ts';

export const leadsDir = (dataDir: string): string => path.join(dataDir, 'leads');

/** What the events say about a lead, besides its submission: the lead's own state, and when its mail was queued. */
type LeadState = Omit<Lead, keyof StoredSubmission> & {
  /** When its mail entered the outbox: it is given up 24 hours after. */
  queuedAt: number;
};

/** One line of events.jsonl: the lead it is about and the parts of its state that changed. */
type Event = { key: string } & Partial<LeadState> & { attempt?: MailAttempt };

const DEFAULT_SETTINGS: LeadSettings = { retentionMonths: null };

const initial = (): LeadState => ({
  status: 'new',
  note: '',
  owner: null,
  spam: null,
  mailTo: [],
  mail: { state: 'none' },
  queuedAt: 0,
  attempts: [],
  page: null,
  unsubscribedAt: null,
});

const leadOf = (record: StoredSubmission, state: LeadState | undefined): Lead => {
  const { status, note, owner, spam, mailTo, mail, attempts, page, unsubscribedAt } = state ?? initial();
  return { ...record, status, note, owner, spam, mailTo, mail, attempts, page, unsubscribedAt };
};

export function createFileLeadStore(dataDir: string, now: () => number = Date.now): LeadStore {
  const submissions = createJsonLinesStore(dataDir, now);
  const folder = leadsDir(dataDir);
  const eventsFile = path.join(folder, 'events.jsonl');
  const settingsFile = path.join(folder, 'settings.json');
  let states: Promise<Map<string, LeadState>> | null = null;
  /** Mails handed to a sender, by lead, until when. */
  const leases = new Map<string, number>();
  // Events are appended one at a time, in the order they were made.
  let queue: Promise<unknown> = Promise.resolve();

  const apply = (map: Map<string, LeadState>, event: Event): void => {
    const { key, attempt, ...change } = event;
    const state = { ...(map.get(key) ?? initial()), ...change };
    if (attempt) state.attempts = [...state.attempts, attempt];
    map.set(key, state);
  };

  function load(): Promise<Map<string, LeadState>> {
    states ??= (async () => {
      const map = new Map<string, LeadState>();
      let text = '';
      try {
        text = await readFile(eventsFile, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      for (const line of text.split('\n')) {
        if (!line.trim()) continue;
        try {
          apply(map, JSON.parse(line) as Event);
        } catch {
          // A line cut short by a crash: the change it held was never confirmed to anyone.
        }
      }
      return map;
    })();
    return states;
  }

  /** Records an event durably, then in memory; resolves to the lead's state after it. */
  function record(event: Event): Promise<LeadState> {
    const run = async (): Promise<LeadState> => {
      const map = await load();
      await appendLineDurably(eventsFile, JSON.stringify(event));
      apply(map, event);
      return map.get(event.key) as LeadState;
    };
    const current = queue.catch(() => undefined).then(run);
    queue = current;
    return current;
  }

  async function submissionOf(key: string): Promise<StoredSubmission | null> {
    const at = key.indexOf(':');
    if (at <= 0) return null;
    const form = key.slice(0, at);
    const id = key.slice(at + 1);
    for await (const entry of submissions.read(form)) if ('record' in entry && entry.record.id === id) return entry.record;
    return null;
  }

  async function leadByKey(key: string): Promise<Lead | null> {
    const submission = await submissionOf(key);
    return submission && leadOf(submission, (await load()).get(key));
  }

  /** Changes a lead that exists; null when there is none. */
  async function change(key: string, event: Omit<Event, 'key'>): Promise<Lead | null> {
    const submission = await submissionOf(key);
    if (!submission) return null;
    return leadOf(submission, await record({ key, ...event }));
  }

  const queued = (mailTo: string[], at: number): Partial<LeadState> =>
    mailTo.length > 0
      ? { mailTo, mail: { state: 'pending', nextAt: at }, queuedAt: at }
      : { mailTo, mail: { state: 'none' }, queuedAt: at };

  return {
    append: (formId, fields, id) => submissions.append(formId, fields, id),
    read: (onlyForm) => submissions.read(onlyForm),
    describe: (formId) => submissions.describe(formId),

    async receive(arrival) {
      const stored = await submissions.append(arrival.form, arrival.fields, arrival.id);
      const key = leadKey(stored.record);
      const map = await load();
      // A retry after a crash that came between the submission and its first event completes it.
      const known = map.get(key);
      if (stored.duplicate && known) return { lead: leadOf(stored.record, known), duplicate: true };
      const arrived = Date.parse(stored.record.receivedAt);
      const state = await record({
        key,
        page: arrival.page,
        spam: arrival.spam,
        ...queued(arrival.spam ? [] : arrival.mailTo, arrived),
      });
      return { lead: leadOf(stored.record, state), duplicate: stored.duplicate };
    },

    lead: leadByKey,

    async leads(query) {
      const map = await load();
      const found: Lead[] = [];
      for await (const entry of submissions.read(query.form)) {
        if (!('record' in entry)) continue;
        const lead = leadOf(entry.record, map.get(leadKey(entry.record)));
        if (fitsQuery(lead, query)) found.push(lead);
      }
      found.reverse();
      return query.limit === undefined ? found : found.slice(0, query.limit);
    },

    async counts() {
      const map = await load();
      const counts = { new: 0, notMailed: 0, spam: 0 };
      for await (const entry of submissions.read()) {
        if (!('record' in entry)) continue;
        const state = map.get(leadKey(entry.record)) ?? initial();
        if (state.spam) counts.spam += 1;
        else {
          if (state.status === 'new') counts.new += 1;
          if (state.mail.state === 'failed') counts.notMailed += 1;
        }
      }
      return counts;
    },

    update: (key, { status, note, owner }) =>
      change(key, {
        ...(status !== undefined ? { status } : {}),
        ...(note !== undefined ? { note } : {}),
        ...(owner !== undefined ? { owner } : {}),
      }),

    setSpam: (key, reason, mailTo, at) =>
      change(key, reason ? { spam: reason, mailTo: [], mail: { state: 'none' } } : { spam: null, ...queued(mailTo, at) }),

    async requeue(key, at) {
      const lead = await leadByKey(key);
      if (!lead) return null;
      return change(key, queued(lead.mailTo, at));
    },

    async claimDue(at, leaseMs, limit) {
      const map = await load();
      const due: OutboxItem[] = [];
      for (const [key, state] of map) {
        if (due.length >= limit) break;
        if (state.mail.state !== 'pending' || state.mail.nextAt > at || (leases.get(key) ?? 0) > at) continue;
        leases.set(key, at + leaseMs);
        due.push({ leadId: key, queuedAt: state.queuedAt, tries: state.attempts.length });
      }
      return due;
    },

    async recordAttempt(key, attempt, outcome) {
      const mail: MailState =
        outcome === 'sent'
          ? { state: 'sent', sentAt: attempt.at }
          : outcome === 'failed'
            ? { state: 'failed', gaveUpAt: attempt.at }
            : { state: 'pending', nextAt: outcome.retryAt };
      await record({ key, attempt, mail });
      leases.delete(key);
    },

    async unsubscribe(email, at) {
      const address = email.trim().toLowerCase();
      let count = 0;
      for await (const entry of submissions.read()) {
        if (!('record' in entry) || (entry.record.fields.email ?? '').toLowerCase() !== address) continue;
        // Only sign-ups carry nothing but an address.
        if (Object.keys(entry.record.fields).some((field) => field !== 'email')) continue;
        const key = leadKey(entry.record);
        if ((await load()).get(key)?.unsubscribedAt) continue;
        await record({ key, unsubscribedAt: at });
        count += 1;
      }
      return count;
    },

    async remove(keys) {
      const byForm = new Map<string, Set<string>>();
      for (const key of keys) {
        const at = key.indexOf(':');
        if (at <= 0) continue;
        const ids = byForm.get(key.slice(0, at)) ?? new Set<string>();
        ids.add(key.slice(at + 1));
        byForm.set(key.slice(0, at), ids);
      }
      let removed = 0;
      for (const [form, ids] of byForm) removed += await submissions.remove(form, ids);
      const gone = new Set(keys);
      const run = async (): Promise<void> => {
        const map = await load();
        for (const key of gone) {
          map.delete(key);
          leases.delete(key);
        }
        // The events are written again without the deleted leads': a note may quote them.
        const lines = [...map].map(([key, state]) => `${JSON.stringify({ key, ...state })}\n`);
        await writeFileDurably(eventsFile, lines.join(''));
      };
      const current = queue.catch(() => undefined).then(run);
      queue = current;
      await current;
      return removed;
    },

    async settings() {
      try {
        return { ...DEFAULT_SETTINGS, ...(JSON.parse(await readFile(settingsFile, 'utf8')) as Partial<LeadSettings>) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return DEFAULT_SETTINGS;
        throw error;
      }
    },

    saveSettings: (settings) => writeFileDurably(settingsFile, `${JSON.stringify(settings, null, 1)}\n`),
  };
}
