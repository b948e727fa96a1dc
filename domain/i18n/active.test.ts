import { afterEach, describe, expect, it as test } from 'vitest';
import { activateLanguage, activeLanguage, localise, localised, localisedExportNames } from './active';

afterEach(() => activateLanguage('it', null));

describe('the active catalogue (docs/decisions/020-english-interface.md)', () => {
  test('Italian by default: a message object stays as written', () => {
    const messages = { title: 'Chi Siamo' };
    localise(messages, 'testAboutMessages');
    expect(activeLanguage()).toBe('it');
    expect(messages.title).toBe('Chi Siamo');
    expect(localised('testBanned', 'Il tuo account è sospeso.')).toBe('Il tuo account è sospeso.');
  });

  test('activating English fills the objects already evaluated and those evaluated afterwards, in place', () => {
    const before = { title: 'Chi Siamo', nested: { ok: 'Sì' } };
    localise(before, 'testBefore');
    const captured = before.nested;
    activateLanguage('en', { testBefore: { title: 'About us', nested: { ok: 'Yes' } }, testAfter: { title: 'Profile' }, testBanned: 'Your account is suspended.' });
    expect(activeLanguage()).toBe('en');
    expect(before.title).toBe('About us');
    expect(before.nested.ok).toBe('Yes');
    // A nested object read before the switch keeps the Italian: the entry script switches before any module reads one.
    expect(captured.ok).toBe('Sì');
    const after = { title: 'Profilo' };
    localise(after, 'testAfter');
    expect(after.title).toBe('Profile');
    expect(localised('testBanned', 'Il tuo account è sospeso.')).toBe('Your account is suspended.');
  });

  test('activating Italian again leaves the Italian texts, whatever messages come with it', () => {
    const messages = { title: 'Chi Siamo' };
    localise(messages, 'testItalianAgain');
    activateLanguage('it', { testItalianAgain: { title: 'About us' }, testItalianBanned: 'Your account is suspended.' });
    expect(activeLanguage()).toBe('it');
    expect(messages.title).toBe('Chi Siamo');
    expect(localised('testItalianBanned', 'Il tuo account è sospeso.')).toBe('Il tuo account è sospeso.');
  });

  test('an English counterpart that is not an object leaves the Italian object as it is', () => {
    const messages = { title: 'Salvati' };
    activateLanguage('en', { testNotAnObject: 'Saved', testNull: null });
    localise(messages, 'testNotAnObject');
    expect(messages).toEqual({ title: 'Salvati' });
    const other = { title: 'Profilo' };
    localise(other, 'testNull');
    expect(other).toEqual({ title: 'Profilo' });
  });

  test('names every export handed to localise and localised', () => {
    localise({ title: 'Chi Siamo' }, 'testNamedObject');
    localised('testNamedString', 'Il tuo account è sospeso.');
    expect(localisedExportNames()).toEqual(expect.arrayContaining(['testNamedObject', 'testNamedString']));
  });

  test('an export English lacks stays Italian', () => {
    const messages = { title: 'Salvati' };
    activateLanguage('en', {});
    localise(messages, 'testMissing');
    expect(messages.title).toBe('Salvati');
  });
});
