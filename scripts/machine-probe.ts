// What this machine charges for what tests and browsers do most besides
// running code: new memory (each 4 KB page's first touch is a page fault) and
// system calls, with the load average. On some virtual machines a page fault
// costs ten times a bare machine's and every tier takes longer with it, so
// CI prints this before its tier times, and bench:web and bench:alerts record it.
import { spawnSync } from 'node:child_process';
import os from 'node:os';

// In a child process, so the caller's heap is untouched.
const probe = `
  const pages = 65536, started = process.hrtime.bigint();
  const memory = Buffer.allocUnsafeSlow(pages * 4096);
  for (let i = 0; i < memory.length; i += 4096) memory[i] = 1;
  const touched = Number(process.hrtime.bigint() - started) / 1e3 / pages;
  const calls = 100000, callsStarted = process.hrtime.bigint();
  for (let i = 0; i < calls; i++) require('node:fs').fstatSync(0);
  const call = Number(process.hrtime.bigint() - callsStarted) / 1e3 / calls;
  console.log(touched.toFixed(2) + ' µs per new 4 KB page (256 MB touched), ' + call.toFixed(2) + ' µs per fstat system call');`;

export function machineProbe(): string {
  const result = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : `not measured (${result.stderr.trim().split('\n')[0]})`;
}

/** The five processes using the most CPU, as ps reports them ('12.3% node, …'): what else ran beside a benchmark. */
export function busiestProcesses(): string {
  const ps = spawnSync('ps', ['-eo', 'pcpu,comm', '--sort=-pcpu', '--no-headers'], { encoding: 'utf8' });
  return ps.stdout.split('\n').filter(Boolean).slice(0, 5).map((line) => line.trim().replace(/\s+/, '% ')).join(', ');
}

export const loadAverage = (): string => os.loadavg().map((value) => value.toFixed(2)).join(' ');

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`machine: ${machineProbe()}; load average ${loadAverage()}; ${os.availableParallelism()} cores`);
}
