// One process at a time in an embedded database folder. PGlite itself opens a
// folder twice without complaint and the two copies then corrupt each other,
// so whoever opens it (the server, the demo seed, the user and backup commands)
// first writes its pid to `<folder>.lock`. A lock whose process is gone (a
// crash, kill -9) is taken over; one held by a live process is refused with a
// message that says which process holds it.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

export class DataDirBusyError extends Error {}

export const lockFileOf = (dataDir: string) => `${dataDir.replace(/[\\/]+$/, '')}.lock`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The live process other than this one that holds the folder, if any. */
export function dataDirHolder(dataDir: string): number | null {
  const pid = holderOf(lockFileOf(dataDir));
  return pid !== null && pid !== process.pid && isAlive(pid) ? pid : null;
}

export function busyMessage(dataDir: string, pid: number): string {
  return (
    `The database in ${dataDir} is in use by process ${pid} (a running server or another command). ` +
    `Stop it first; if no such process is yours, delete ${lockFileOf(dataDir)}.`
  );
}

/**
 * Takes the folder for this process; returns the release function. The same
 * process may take it again (tests reopen a folder they own).
 */
export function holdDataDir(dataDir: string): () => void {
  const lockFile = lockFileOf(dataDir);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(lockFile);
    if (holder === process.pid) return () => undefined;
    if (holder !== null && isAlive(holder)) throw new DataDirBusyError(busyMessage(dataDir, holder));
    // Left behind by a process that is gone.
    rmSync(lockFile, { force: true });
  }
  throw new DataDirBusyError(`Could not take ${lockFile}: another process keeps creating it.`);
}
