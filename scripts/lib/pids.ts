// Whether a process we started still runs. A process killed while nobody reaps it (its parent exited,
// and the sandbox's init does not reap) stays a zombie: it answers signal 0 but runs no more.
import fs from 'node:fs';

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}
