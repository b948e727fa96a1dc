import { describe, expect, it } from 'vitest';
import { exportFileName } from './account-export';
import { en } from './i18n/en';

describe('exportFileName', () => {
  const now = new Date('2025-03-10T23:30:00Z');

  it('names the file after the app and the UTC day, in Italian by default', () => {
    expect(exportFileName('AllerGuida', now)).toBe('allerguida-i-miei-dati-2025-03-10.json');
  });

  it('in English with the English catalogue’s words', () => {
    expect(exportFileName('AllerGuida', now, en.profile.exportFileWords)).toBe('allerguida-my-data-2025-03-10.json');
  });

  it('keeps letters, digits, _ and - of the app’s name, accents folded, and falls back to account', () => {
    expect(exportFileName(' Città Sicura! ', now)).toBe('citta-sicura-i-miei-dati-2025-03-10.json');
    expect(exportFileName('!!!', now)).toBe('account-i-miei-dati-2025-03-10.json');
  });
});
