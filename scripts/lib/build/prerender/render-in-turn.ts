/**
 * How a prerender thread works through a batch of pages (scripts/lib/build/prerender/worker.ts): each page is
 * rendered in turn, and its files are compressed and written while the next ones render, so that the
 * thread renders while zlib's and the file system's threads work, and both cores stay busy.
 */

/** What a job came to: its result once its files are written, or why it failed. */
export type Outcome<Result> = { result: Result } | { error: unknown };

/**
 * Renders `jobs` one after another (a render records what it reads in the server bundle's module state, so
 * two must not overlap), with at most `writingAtOnce` pages' files being written at a time, and gives each
 * job's outcome to `answer` as its writing ends. Settles once every job is answered.
 */
export async function renderInTurn<Job, Result>(
  jobs: readonly Job[],
  render: (job: Job) => Promise<{ written: Promise<Result> }>,
  answer: (job: Job, outcome: Outcome<Result>) => void,
  writingAtOnce: number,
): Promise<void> {
  const writing = new Set<Promise<void>>();
  for (const job of jobs) {
    if (writing.size >= writingAtOnce) await Promise.race(writing);
    let written: Promise<Outcome<Result>>;
    try {
      written = (await render(job)).written.then(
        (result) => ({ result }),
        (error: unknown) => ({ error }),
      );
    } catch (error) {
      written = Promise.resolve({ error });
    }
    const answered = written.then((outcome) => {
      writing.delete(answered);
      answer(job, outcome);
    });
    writing.add(answered);
  }
  await Promise.all(writing);
}
