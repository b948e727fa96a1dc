import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  askAboutRefusedToken,
  forgetSessionEnded,
  sessionEndCause,
  sessionEndMessage,
  takeSessionEndedOnServer,
  watchForEndedSession,
} from './session-end';

const AUTH = 'http://127.0.0.1:3000/auth/v1';
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  forgetSessionEnded();
  vi.useRealTimers();
});

describe('sessionEndCause', () => {
  it('GET /user answered 403 session_not_found', () => {
    expect(sessionEndCause({ method: 'GET', url: `${AUTH}/user` }, 403, 'session_not_found')).toBe('ended');
  });

  it('a refresh answered 400 refresh_token_not_found or session_not_found', () => {
    const refresh = { method: 'POST', url: `${AUTH}/token?grant_type=refresh_token` };
    expect(sessionEndCause(refresh, 400, 'refresh_token_not_found')).toBe('ended');
    expect(sessionEndCause(refresh, 400, 'session_not_found')).toBe('ended');
  });

  it('a suspension: GET /user answered 403 user_banned, a refresh 400 user_banned', () => {
    expect(sessionEndCause({ method: 'GET', url: `${AUTH}/user` }, 403, 'user_banned')).toBe('banned');
    expect(sessionEndCause({ method: 'POST', url: `${AUTH}/token?grant_type=refresh_token` }, 400, 'user_banned')).toBe('banned');
  });

  it("not a deleted user, a password sign-in (its form says the ban), nor a sign-out the user asked for", () => {
    expect(sessionEndCause({ method: 'GET', url: `${AUTH}/user` }, 403, 'user_not_found')).toBeNull();
    expect(sessionEndCause({ method: 'POST', url: `${AUTH}/token?grant_type=password` }, 400, 'session_not_found')).toBeNull();
    expect(sessionEndCause({ method: 'POST', url: `${AUTH}/token?grant_type=password` }, 400, 'user_banned')).toBeNull();
    expect(sessionEndCause({ method: 'POST', url: `${AUTH}/logout?scope=global` }, 403, 'session_not_found')).toBeNull();
  });
});

describe('sessionEndMessage', () => {
  it('says where the session ended, or that the account is suspended and until when when known', () => {
    expect(sessionEndMessage({ cause: 'ended' })).toBe('La sessione è terminata su un altro dispositivo: accedi di nuovo.');
    expect(sessionEndMessage({ cause: 'banned', message: 'User is banned until 2026-12-01T09:30:00.000Z' }, 'Europe/Rome')).toBe(
      'Il tuo account è sospeso fino al giorno 01/12/2026 alle 10:30.',
    );
    expect(sessionEndMessage({ cause: 'banned', message: 'User is banned' })).toBe('Il tuo account è sospeso.');
    expect(sessionEndMessage({ cause: 'banned', message: undefined })).toBe('Il tuo account è sospeso.');
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

    expect(takeSessionEndedOnServer()).toEqual({ cause: 'ended' });
    expect(takeSessionEndedOnServer()).toBeNull();
  });

  it('signs a suspended user out too: GET /user 403 user_banned, a refresh 400 user_banned', async () => {
    vi.useFakeTimers();
    const signOutLocally = vi.fn(async () => undefined);
    const answers = [
      answer(403, { code: 'user_banned', message: 'User is banned until 2026-12-01T09:30:00.000Z' }),
      answer(400, { code: 'user_banned', message: 'User is banned' }),
    ];
    const watched = watchForEndedSession(signOutLocally, async () => answers.shift()!);
    await watched(`${AUTH}/user`);
    await vi.runAllTimersAsync();
    expect(signOutLocally).toHaveBeenCalledTimes(1);
    expect(takeSessionEndedOnServer()).toEqual({ cause: 'banned', message: 'User is banned until 2026-12-01T09:30:00.000Z' });
    await watched(`${AUTH}/token?grant_type=refresh_token`, { method: 'POST' });
    await vi.runAllTimersAsync();
    expect(signOutLocally).toHaveBeenCalledTimes(2);
    expect(takeSessionEndedOnServer()).toEqual({ cause: 'banned', message: 'User is banned' });
  });

  it('notes nothing for other answers', async () => {
    vi.useFakeTimers();
    const signOutLocally = vi.fn(async () => undefined);
    const answers = [answer(200, { id: 'u1' }), answer(403, { code: 'user_not_found' }), answer(500, 'not json')];
    const watched = watchForEndedSession(signOutLocally, async () => answers.shift()!);
    for (let i = 0; i < 3; i += 1) await watched(`${AUTH}/user`);
    await vi.runAllTimersAsync();
    expect(signOutLocally).not.toHaveBeenCalled();
    expect(takeSessionEndedOnServer()).toBeNull();
  });

  it('a new sign-in forgets an ending not yet reported', async () => {
    const watched = watchForEndedSession(async () => undefined, async () => answer(400, { code: 'refresh_token_not_found' }));
    await watched(`${AUTH}/token?grant_type=refresh_token`, { method: 'POST' });
    forgetSessionEnded();
    expect(takeSessionEndedOnServer()).toBeNull();
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
