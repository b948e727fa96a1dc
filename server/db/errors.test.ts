// How database failures are classified: what the error handler answers 503
// for, and what a transaction is retried for. Errors are shaped as
// node-postgres raises them, wrapped by Drizzle as it does.
import { describe, expect, it } from 'vitest';
import { retryTransientConflicts } from './client';
import { isDatabaseUnavailable, isTransientConflict } from './errors';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

describe('isDatabaseUnavailable', () => {
  it('recognises a lost, refused or timed-out connection, wrapped or not', () => {
    expect(isDatabaseUnavailable(wrapped(pgError('57P01', 'terminating connection due to administrator command')))).toBe(true);
    expect(isDatabaseUnavailable(pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('08006'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Client was closed and is not queryable'))).toBe(true);
  });

  it('leaves the errors of a bad query or a broken rule alone', () => {
    expect(isDatabaseUnavailable(wrapped(pgError('23505', 'duplicate key value')))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(pgError('42P01', 'relation "x" does not exist')))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});

describe('retryTransientConflicts', () => {
  it('runs a transaction again after a deadlock or a serialization failure, and returns its result', async () => {
    const failures = [wrapped(pgError('40P01', 'deadlock detected')), pgError('40001', 'could not serialize access')];
    let runs = 0;
    const result = await retryTransientConflicts(async () => {
      runs += 1;
      const failure = failures.shift();
      if (failure) throw failure;
      return 'saved';
    });
    expect(result).toBe('saved');
    expect(runs).toBe(3);
  });

  it('gives up after the given number of attempts with the last error', async () => {
    let runs = 0;
    const attempt = retryTransientConflicts(async () => {
      runs += 1;
      throw pgError('40P01', 'deadlock detected');
    }, 3);
    await expect(attempt).rejects.toMatchObject({ code: '40P01' });
    expect(runs).toBe(3);
    expect(isTransientConflict(pgError('40P01'))).toBe(true);
  });

  it('does not run again after any other failure', async () => {
    let runs = 0;
    const attempt = retryTransientConflicts(async () => {
      runs += 1;
      throw pgError('23505', 'duplicate key value');
    });
    await expect(attempt).rejects.toMatchObject({ code: '23505' });
    expect(runs).toBe(1);
  });
});
