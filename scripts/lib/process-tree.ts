/**
 * The memory and CPU time of a process with every process under it, from Linux's /proc. The build runs
 * some stages in child processes and the prerender on threads, so one process's own figures (GNU time's
 * peak, `process.resourceUsage()`) say nothing of what the machine holds at once: the sum over the
 * processes alive together does. Elsewhere than Linux there is no /proc, and the figures are the
 * process's own.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const PAGE_BYTES = 4096;
const TICKS_PER_SECOND = 100;

/** The pid and the processes under it, as /proc lists children per thread. */
export function treeOf(pid: number): number[] {
  const found = [pid];
  for (let i = 0; i < found.length; i++) {
    const tasks = `/proc/${found[i]}/task`;
    let threads: string[] = [];
    try {
      threads = readdirSync(tasks);
    } catch {
      continue; // It has exited since it was listed.
    }
    for (const thread of threads) {
      try {
        const children = readFileSync(`${tasks}/${thread}/children`, 'utf8').trim();
        if (children) found.push(...children.split(' ').map(Number));
      } catch {
        // The thread has exited.
      }
    }
  }
  return found;
}

/** A field of /proc/<pid>/stat by its number in proc(5), counted from 1; the name in parentheses may hold spaces. */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}
// Fields 3 onwards, so field n is at n - 3.
const field = (fields: string[], n: number): number => Number(fields[n - 3]);

const hasProc = existsSync('/proc/self/stat');

/**
 * When `pid` started, in clock ticks since the machine booted: with the pid, it names one process, as a
 * pid alone does not once the system gives it to another. Undefined when the process is gone, or
 * elsewhere than Linux.
 */
export function startTime(pid: number): number | undefined {
  const fields = statFields(pid);
  return fields && field(fields, 22);
}

/** The resident memory, in MB, of `pid` and every process under it. */
export function treeRssMb(pid = process.pid): number {
  if (!hasProc) return process.memoryUsage().rss / 1024 / 1024;
  let pages = 0;
  for (const member of treeOf(pid)) {
    const fields = statFields(member);
    if (fields) pages += field(fields, 24);
  }
  return (pages * PAGE_BYTES) / 1024 / 1024;
}

/**
 * The CPU time, in ms, of `pid` and every process under it: each one's own, and that of the children
 * it has already waited for (the kernel adds theirs to it as they end).
 */
export function treeCpuMs(pid = process.pid): number {
  if (!hasProc) {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  }
  let ticks = 0;
  for (const member of treeOf(pid)) {
    const fields = statFields(member);
    if (fields) ticks += field(fields, 14) + field(fields, 15) + field(fields, 16) + field(fields, 17);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** Samples the tree's resident memory every `intervalMs` until stopped; `peakMb` is the largest sum seen. */
export function rssSampler(pid = process.pid, intervalMs = 50): { peakMb: () => number; reset: () => void; stop: () => void } {
  let peak = treeRssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, treeRssMb(pid))), intervalMs);
  timer.unref();
  return {
    peakMb: () => (peak = Math.max(peak, treeRssMb(pid))),
    reset: () => void (peak = treeRssMb(pid)),
    stop: () => clearInterval(timer),
  };
}
