import { describe, expect, it } from 'vitest';
import { reviewAuthor } from './review-card';

describe('reviewAuthor', () => {
  it('shows the nickname, never anything else about the author', () => {
    expect(reviewAuthor({ user_id: 'u1', nickname: 'Giulia' })).toBe('Giulia');
  });

  it("says 'Utente eliminato' once the account is gone", () => {
    expect(reviewAuthor({ user_id: null, nickname: null })).toBe('Utente eliminato');
  });

  it('falls back to a neutral name when the nickname is empty', () => {
    expect(reviewAuthor({ user_id: 'u1', nickname: '  ' })).toBe('Utente anonimo');
  });
});
