/**
 * A process's peak resident memory as the kernel counts it (Linux's VmHWM), for the benches:
 * sampling `process.memoryUsage()` misses peaks between samples and cannot see another process.
 */
import { readFileSync, writeFileSync } from 'node:fs';

/** The peak resident memory of a process (this one by default), in bytes. */
export function peakRssBytes(pid: number | 'self' = 'self'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmHWM:\s+(\d+) kB/m.exec(status)?.[1];
  if (kb === undefined) throw new Error(`No VmHWM in /proc/${pid}/status`);
  return Number(kb) * 1024;
}

/** Starts this process's peak afresh from its current resident memory (Linux 4.0+). */
export function resetPeakRss() {
  writeFileSync('/proc/self/clear_refs', '5');
}
