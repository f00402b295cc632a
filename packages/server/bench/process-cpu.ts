/**
 * CPU time of processes, from the kernel's own accounting (`/proc/<pid>/stat`, fields 14 and 15: user
 * and system time of every thread, in clock ticks), and how busy the whole machine is (`/proc/stat`).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux, asked once). */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** User + system CPU seconds used so far by the given processes together (a finished one counts 0). */
export function cpuSecondsOf(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // After the command name in brackets: field 3 (state) is index 0, so utime (14) is 11, stime (15) 12.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process is gone.
    }
  }
  return ticks / TICKS_PER_SECOND;
}

/** The machine's CPU counters: busy and total ticks over all cores since boot. */
function machineTicks(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  // idle and iowait are the 4th and 5th counters.
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total };
}

/** The share (0-1) of all cores that was busy over the next `sampleMs`. */
export async function machineBusyShare(sampleMs: number): Promise<number> {
  const before = machineTicks();
  await new Promise((resolve) => setTimeout(resolve, sampleMs));
  const after = machineTicks();
  const total = after.total - before.total;
  return total > 0 ? (after.busy - before.busy) / total : 0;
}
