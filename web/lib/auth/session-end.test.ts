import { afterEach, describe, expect, it, vi } from 'vitest';
import { askAboutRefusedToken, forgetSessionEnded, saysSessionEnded, takeSessionEndedOnServer, watchForEndedSession } from './session-end';

const AUTH = 'http://127.0.0.1:3000/auth/v1';
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  forgetSessionEnded();
  vi.useRealTimers();
});

describe('saysSessionEnded', () => {
  it('GET /user answered 403 session_not_found', () => {
    expect(saysSessionEnded({ method: 'GET', url: `${AUTH}/user` }, 403, 'session_not_found')).toBe(true);
  });

  it('a refresh answered 400 refresh_token_not_found or session_not_found', () => {
    const refresh = { method: 'POST', url: `${AUTH}/token?grant_type=refresh_token` };
    expect(saysSessionEnded(refresh, 400, 'refresh_token_not_found')).toBe(true);
    expect(saysSessionEnded(refresh, 400, 'session_not_found')).toBe(true);
  });

  it('not a ban, a deleted user, a password sign-in, nor a sign-out the user asked for', () => {
    expect(saysSessionEnded({ method: 'GET', url: `${AUTH}/user` }, 403, 'user_banned')).toBe(false);
    expect(saysSessionEnded({ method: 'GET', url: `${AUTH}/user` }, 403, 'user_not_found')).toBe(false);
    expect(saysSessionEnded({ method: 'POST', url: `${AUTH}/token?grant_type=password` }, 400, 'session_not_found')).toBe(false);
    expect(saysSessionEnded({ method: 'POST', url: `${AUTH}/logout?scope=global` }, 403, 'session_not_found')).toBe(false);
  });
});

describe('watchForEndedSession', () => {
  it('notes the ending once, leaves the answer readable for auth-js, and signs out locally after the request', async () => {
    vi.useFakeTimers();
    const signOutLocally = vi.fn(async () => undefined);
    const fetchImpl = vi.fn(async () => answer(403, { code: 'session_not_found', msg: 'Session from session_id claim in JWT does not exist' }));
    const watched = watchForEndedSession(signOutLocally, fetchImpl);

    const response = await watched(`${AUTH}/user`, { method: 'GET' });
    await expect(response.json()).resolves.toMatchObject({ code: 'session_not_found' });
    await watched(`${AUTH}/user`, { method: 'GET' });
    // Not within the request, which may hold auth-js's lock; and one sign-out for both answers.
    expect(signOutLocally).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(signOutLocally).toHaveBeenCalledTimes(1);

    expect(takeSessionEndedOnServer()).toBe(true);
    expect(takeSessionEndedOnServer()).toBe(false);
  });

  it('notes nothing for other answers', async () => {
    vi.useFakeTimers();
    const signOutLocally = vi.fn(async () => undefined);
    const answers = [answer(200, { id: 'u1' }), answer(403, { code: 'user_banned' }), answer(500, 'not json')];
    const watched = watchForEndedSession(signOutLocally, async () => answers.shift()!);
    for (let i = 0; i < 3; i += 1) await watched(`${AUTH}/user`);
    await vi.runAllTimersAsync();
    expect(signOutLocally).not.toHaveBeenCalled();
    expect(takeSessionEndedOnServer()).toBe(false);
  });

  it('a new sign-in forgets an ending not yet reported', async () => {
    const watched = watchForEndedSession(async () => undefined, async () => answer(400, { code: 'refresh_token_not_found' }));
    await watched(`${AUTH}/token?grant_type=refresh_token`, { method: 'POST' });
    forgetSessionEnded();
    expect(takeSessionEndedOnServer()).toBe(false);
  });
});

describe('askAboutRefusedToken', () => {
  it('asks once for refusals that arrive while a question is open, and again afterwards', async () => {
    let answerUser = () => {};
    const getUser = vi.fn(() => new Promise<void>((resolve) => (answerUser = resolve)));
    const onRefused = askAboutRefusedToken(getUser);
    onRefused();
    onRefused();
    expect(getUser).toHaveBeenCalledTimes(1);
    answerUser();
    await vi.waitFor(() => {
      onRefused();
      expect(getUser).toHaveBeenCalledTimes(2);
    });
  });
});
