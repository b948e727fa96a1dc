import { afterEach, describe, expect, it, vi } from 'vitest';
import { emailRedirectUrl } from './email-redirect';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('emailRedirectUrl', () => {
  it("leads a browser's emailed link to the page's language's address, and the native shells' to the route their app links name (#43)", () => {
    vi.stubGlobal('window', { location: { origin: 'https://allerguida.example' } });
    expect(emailRedirectUrl('/auth', 'en', false)).toBe('https://allerguida.example/en/auth');
    expect(emailRedirectUrl('/reset-password', 'it', false)).toBe('https://allerguida.example/reset-password');
    expect(emailRedirectUrl('/profile', 'en', true)).toBe('https://allerguida.example/profile');
  });
});
