// Features this server leaves off answer as GoTrue answers with them off
// (docs/auth-api.md#switched-off-features): the same status, code and message,
// so auth-js reports what it would report against GoTrue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { authClient, authFetch, confirmedUser } from './auth-test-helpers';

let sut: TestApp;

beforeAll(async () => {
  sut = await createTestApp({ RATE_LIMITS_ENABLED: 'false', AUTH_EMAIL_MAX_FREQUENCY: '0' });
});
afterAll(async () => {
  await sut.close();
});

const jwtWith = (payload: object) =>
  ['{"alg":"none"}', JSON.stringify(payload), 'x'].map((part) => Buffer.from(part).toString('base64url')).join('.');

describe('anonymous sign-ins', () => {
  it('answers 422 anonymous_provider_disabled through auth-js', async () => {
    const { data, error } = await authClient(sut).signInAnonymously();
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled', message: 'Anonymous sign-ins are disabled' });
  });
});

describe('SSO (SAML)', () => {
  it('answers 404 saml_provider_disabled to signInWithSSO by provider and by domain', async () => {
    for (const params of [{ providerId: 'valid-provider-id' }, { domain: 'example.it' }]) {
      const { data, error } = await authClient(sut, 'pkce').signInWithSSO(params);
      expect(data).toBeNull();
      expect(error).toMatchObject({ status: 404, code: 'saml_provider_disabled', message: 'SAML 2.0 is disabled' });
    }
  });

  it('answers the same on the SAML metadata and assertion routes', async () => {
    for (const [method, path] of [['GET', '/sso/saml/metadata'], ['POST', '/sso/saml/acs']] as const) {
      const response = await authFetch(sut, path, { method });
      expect(response.status).toBe(404);
      expect(response.json).toEqual({ code: 'saml_provider_disabled', error_code: 'saml_provider_disabled', message: 'SAML 2.0 is disabled' });
    }
  });
});

describe('manual identity linking', () => {
  it('answers 404 manual_linking_disabled to linkIdentity and unlinkIdentity of a signed-in user', async () => {
    const { client } = await confirmedUser(sut);
    const linked = await client.linkIdentity({ provider: 'google', options: { skipBrowserRedirect: true } });
    expect(linked.error).toMatchObject({ status: 404, code: 'manual_linking_disabled', message: 'Manual linking is disabled' });

    const { data } = await client.getUserIdentities();
    const identity = data?.identities[0];
    expect(identity?.provider).toBe('email');
    const unlinked = await client.unlinkIdentity(identity!);
    expect(unlinked.error).toMatchObject({ status: 404, code: 'manual_linking_disabled', message: 'Manual linking is disabled' });
  });

  it('asks for a session first, as GoTrue does', async () => {
    const response = await authFetch(sut, '/user/identities/authorize?provider=google');
    expect(response.status).toBe(401);
    expect(response.json).toMatchObject({ code: 'no_authorization' });
  });
});

describe('web3', () => {
  it('answers 422 web3_provider_disabled for Solana and Ethereum', async () => {
    const client = authClient(sut);
    const solana = await client.signInWithWeb3({ chain: 'solana', message: 'test message', signature: new Uint8Array([1, 2, 3]) });
    expect(solana.error).toMatchObject({ status: 422, code: 'web3_provider_disabled', message: 'Web3 provider is disabled' });
    const ethereum = await client.signInWithWeb3({ chain: 'ethereum', message: 'test message', signature: '0x1234' });
    expect(ethereum.error).toMatchObject({ status: 422, code: 'web3_provider_disabled', message: 'Web3 provider is disabled' });
  });
});

describe('id_token grant', () => {
  it('answers 400 provider_disabled naming the issuer of a known provider', async () => {
    const { data, error } = await authClient(sut).signInWithIdToken({ provider: 'google', token: 'mock-id-token', nonce: 'mock-nonce' });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({
      status: 400,
      code: 'provider_disabled',
      message: 'Provider (issuer "https://accounts.google.com") is not enabled',
    });
    const facebook = await authFetch(sut, '/token?grant_type=id_token', { body: { provider: 'facebook', id_token: 'x' } });
    expect(facebook.json).toMatchObject({ code: 'provider_disabled', message: 'Provider (issuer "https://www.facebook.com") is not enabled' });
  });

  it('reads the Apple issuer from the token, as GoTrue does', async () => {
    const apple = await authFetch(sut, '/token?grant_type=id_token', {
      body: { provider: 'apple', id_token: jwtWith({ iss: 'https://appleid.apple.com' }) },
    });
    expect(apple.status).toBe(400);
    expect(apple.json).toMatchObject({ code: 'provider_disabled', message: 'Provider (issuer "https://appleid.apple.com") is not enabled' });
    const notApple = await authFetch(sut, '/token?grant_type=id_token', { body: { provider: 'apple', id_token: 'not-a-jwt' } });
    expect(notApple.status).toBe(400);
    expect(notApple.json).toMatchObject({ code: 'validation_failed', message: 'Unable to detect issuer in ID token for Apple provider' });
  });

  it('refuses missing fields and unknown providers with GoTrue\'s answers', async () => {
    const noToken = await authFetch(sut, '/token?grant_type=id_token', { body: { provider: 'google' } });
    expect(noToken.status).toBe(400);
    expect(noToken.json).toEqual({ error: 'invalid request', error_description: 'id_token required' });
    const noProvider = await authFetch(sut, '/token?grant_type=id_token', { body: { id_token: 'x' } });
    expect(noProvider.json).toEqual({ error: 'invalid request', error_description: 'provider or client_id and issuer required' });
    const unknown = await authFetch(sut, '/token?grant_type=id_token', { body: { provider: 'myidp', id_token: 'x' } });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ code: 'validation_failed', message: 'Custom OIDC provider "myidp" not allowed' });
  });
});
