import { describe, expect, it as test } from 'vitest';
import { accountLanguageStep, addressIn } from './choose-language';

describe("the account's language on a signed-in page (#43)", () => {
  test("an account's choice the device lacks is copied there, and the page reloads when drawn in the other language", () => {
    expect(accountLanguageStep('en', null, 'it')).toEqual({ kind: 'take', language: 'en', reload: true });
    expect(accountLanguageStep('en', 'it', 'it')).toEqual({ kind: 'take', language: 'en', reload: true });
    // Drawn in English already (an /en/ address): copied, no reload.
    expect(accountLanguageStep('en', 'it', 'en')).toEqual({ kind: 'take', language: 'en', reload: false });
    expect(accountLanguageStep('it', 'en', 'en')).toEqual({ kind: 'take', language: 'it', reload: true });
  });

  test('once the device holds the account’s choice nothing happens, so an /en/ link still opens in English', () => {
    expect(accountLanguageStep('it', 'it', 'en')).toEqual({ kind: 'none' });
    expect(accountLanguageStep('en', 'en', 'en')).toEqual({ kind: 'none' });
  });

  test('an account that never chose takes the device’s explicit choice; with none, nothing', () => {
    expect(accountLanguageStep(null, 'en', 'en')).toEqual({ kind: 'keep', language: 'en' });
    expect(accountLanguageStep(null, null, 'en')).toEqual({ kind: 'none' });
  });
});

describe('the current address in a language', () => {
  test('keeps the path, query and hash, adding or removing /en', () => {
    expect(addressIn('en', { pathname: '/restaurants/search', search: '?q=pizza', hash: '#x' })).toBe('/en/restaurants/search?q=pizza#x');
    expect(addressIn('it', { pathname: '/en/restaurants/search', search: '?q=pizza', hash: '' })).toBe('/restaurants/search?q=pizza');
    expect(addressIn('en', { pathname: '/', search: '', hash: '' })).toBe('/en/');
    expect(addressIn('it', { pathname: '/en', search: '', hash: '' })).toBe('/');
  });
});
