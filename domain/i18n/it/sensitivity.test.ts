import { describe, expect, it } from 'vitest';
import { sensitivityMessages } from './sensitivity';

describe('sensitivity messages', () => {
  it("count the reviews of people as sensitive as the viewer ('N recensioni di persone sensibili quanto te')", () => {
    expect(sensitivityMessages.personalFromAsSensitive(1)).toBe('1 recensione di persone sensibili quanto te');
    expect(sensitivityMessages.personalFromAsSensitive(4)).toBe('4 recensioni di persone sensibili quanto te');
  });
});
