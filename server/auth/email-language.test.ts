// The accounts part's emails in the recipient's language: the one their
// account chose (PUT /rest/v1/profile/language), else the language of the
// request that sends them (a sign-up's, a recovery's), else Italian.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { authFetch, confirmedUser, latestMessage, uniqueEmail } from './auth-test-helpers';

let sut: TestApp;

beforeAll(async () => {
  sut = await createTestApp({ RATE_LIMITS_ENABLED: 'false', AUTH_EMAIL_MAX_FREQUENCY: '0' });
});
afterAll(async () => {
  await sut.close();
});

const ENGLISH = { 'x-allerguida-language': 'en' };

async function chooseLanguage(user: Awaited<ReturnType<typeof confirmedUser>>, language: 'it' | 'en') {
  const { data } = await user.client.getSession();
  const response = await fetch(`${sut.baseUrl}/rest/v1/profile/language`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${data.session!.access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ language }),
  });
  expect(response.status).toBe(200);
}

describe('the language of an account email', () => {
  it("is the sign-up request's for the confirmation, Italian when it names neither", async () => {
    const english = uniqueEmail('en');
    expect((await authFetch(sut, '/signup', { body: { email: english, password: 'segreta123' }, headers: ENGLISH })).status).toBe(200);
    const confirmation = await latestMessage(sut, english);
    expect(confirmation.subject).toBe('Confirm your sign-up to AllerGuida');
    expect(confirmation.html).toContain('<html lang="en">');

    const italian = uniqueEmail('it');
    const answer = await authFetch(sut, '/signup', { body: { email: italian, password: 'segreta123' }, headers: { 'accept-language': 'fr-FR' } });
    expect(answer.status).toBe(200);
    expect((await latestMessage(sut, italian)).subject).toBe('Conferma la tua registrazione su AllerGuida');

    const browserInEnglish = uniqueEmail('browser');
    await authFetch(sut, '/signup', { body: { email: browserInEnglish, password: 'segreta123' }, headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect((await latestMessage(sut, browserInEnglish)).subject).toBe('Confirm your sign-up to AllerGuida');
  });

  it("is the account's chosen language over the request's", async () => {
    const choseEnglish = await confirmedUser(sut);
    await chooseLanguage(choseEnglish, 'en');
    expect((await authFetch(sut, '/recover', { body: { email: choseEnglish.email } })).status).toBe(200);
    expect((await latestMessage(sut, choseEnglish.email)).subject).toBe('Reset your AllerGuida password');

    const choseItalian = await confirmedUser(sut);
    await chooseLanguage(choseItalian, 'it');
    await authFetch(sut, '/recover', { body: { email: choseItalian.email }, headers: ENGLISH });
    expect((await latestMessage(sut, choseItalian.email)).subject).toBe('Reimposta la tua password di AllerGuida');

    const neverChose = await confirmedUser(sut);
    await authFetch(sut, '/recover', { body: { email: neverChose.email }, headers: ENGLISH });
    expect((await latestMessage(sut, neverChose.email)).subject).toBe('Reset your AllerGuida password');
  });

  it('words a magic link and an email change in the chosen language too', async () => {
    const user = await confirmedUser(sut);
    await chooseLanguage(user, 'en');
    await authFetch(sut, '/otp', { body: { email: user.email, create_user: false } });
    expect((await latestMessage(sut, user.email)).subject).toBe('Your sign-in link for AllerGuida');

    const newEmail = uniqueEmail('new');
    const { error } = await user.client.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect((await latestMessage(sut, newEmail)).subject).toBe('Confirm your new email address on AllerGuida');
  });
});
