/**
 * A progress line for long runs, such as `prerendering: 200 / 1000 pages, 20 pages/s`: on a terminal
 * one line rewritten in place, in a log (CI) a plain line every 10 s, so the log stays readable.
 */
export function progressLine(
  total: number,
  out: { isTTY?: boolean; write: (text: string) => unknown } = process.stdout,
  now: () => number = () => performance.now(),
  doing = 'prerendering',
): { tick: (count?: number) => void; end: () => void } {
  const started = now();
  const every = out.isTTY ? 250 : 10_000;
  let done = 0;
  let shownAt = started;
  let shown = false;
  const line = (): string => {
    const perSecond = done / Math.max((now() - started) / 1000, 0.001);
    return `  ${doing}: ${done} / ${total} pages, ${Math.round(perSecond)} pages/s`;
  };
  return {
    /** `count` pages more done (threads report theirs together). */
    tick: (count = 1) => {
      done += count;
      if (now() - shownAt < every) return;
      shownAt = now();
      shown = true;
      out.write(out.isTTY ? `\r${line()}\x1b[K` : `${line()}\n`);
    },
    end: () => {
      if (shown && out.isTTY) out.write('\r\x1b[K');
    },
  };
}
