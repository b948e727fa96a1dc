// An SMS code is a password for the next minutes: stored in the outbox, it
// must not also be written to the logs, where whoever reads them could sign in
// with it and where an account's erasure never reaches the phone number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient, latestCode, latestMessage } from '../auth/auth-test-helpers';
import { createTestApp, type TestApp } from '../test/test-app';

let sut: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  sut = await createTestApp({ RATE_LIMITS_ENABLED: 'false', LOG_LEVEL: 'info' }, { logStream: { write: (line) => void logLines.push(line) } });
});
afterAll(async () => {
  await sut.close();
});

describe('an SMS stored in the outbox', () => {
  it('is logged by its outbox id, without the phone number or the code', async () => {
    const phone = '+393471234567';
    const { error } = await authClient(sut).signUp({ phone, password: 'segreta123', options: { data: { nickname: 'Telefono' } } });
    expect(error).toBeNull();
    // The lines of the sign-up alone: reading the mailbox below logs its own URL.
    const signUpLines = [...logLines];
    const sms = await latestMessage(sut, phone);
    const code = await latestCode(sut, phone);

    const stored = signUpLines.filter((line) => line.includes('SMS stored in the outbox'));
    expect(stored).toHaveLength(1);
    expect(JSON.parse(stored[0]!)).toMatchObject({ outboxId: sms.id });
    expect(signUpLines.filter((line) => line.includes('3471234567') || line.includes('codice di verifica'))).toEqual([]);
    expect(signUpLines.filter((line) => new RegExp(`(?<![0-9a-z])${code}(?![0-9a-z])`).test(line))).toEqual([]);
  });
});
