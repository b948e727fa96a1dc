import { describe, expect, it as test } from 'vitest';
import { localisedExportNames } from './active';
import type {
  AllergenSpeciesCatalogue,
  AllergyCardCatalogue,
  AuthEmailsCatalogue,
  Catalogue,
  MenuNumbersCatalogue,
  PracticesCatalogue,
  SensitivityCatalogue,
} from './catalogue';
import { allergenSpeciesMessages as enAllergenSpecies } from './en/allergen-species';
import { allergyCardMessages as enAllergyCard } from './en/allergy-card';
import { authEmailMessages as enAuthEmails } from './en/auth-emails';
import { apiErrorMessage, authErrorMessage, en, userBannedIndefinitelyMessage, userBannedUntilMessage } from './en';
import { formatCount } from './en/format';
import { menuNumbersMessages as enMenuNumbers } from './en/menu-numbers';
import { practicesMessages as enPractices } from './en/practices';
import { sensitivityMessages as enSensitivity } from './en/sensitivity';
import { intellectualPropertyDocument as enIntellectualProperty } from './en/legal-intellectual-property';
import { termsDocument as enTerms } from './en/legal-terms';
import { it } from './it';
import { allergenSpeciesMessages as itAllergenSpecies } from './it/allergen-species';
import { allergyCardMessages as itAllergyCard } from './it/allergy-card';
import { authEmailMessages as itAuthEmails } from './it/auth-emails';
import { intellectualPropertyDocument } from './it/legal-intellectual-property';
import { termsDocument } from './it/legal-terms';
import { menuNumbersMessages as itMenuNumbers } from './it/menu-numbers';
import { practicesMessages as itPractices } from './it/practices';
import { sensitivityMessages as itSensitivity } from './it/sensitivity';

// Compile time: the Italian catalogues have the shape every translation must have.
const italian = it satisfies Catalogue;
const italianPractices = itPractices satisfies PracticesCatalogue;
const italianSensitivity = itSensitivity satisfies SensitivityCatalogue;
const italianAuthEmails = itAuthEmails satisfies AuthEmailsCatalogue;
const italianAllergyCard = itAllergyCard satisfies AllergyCardCatalogue;
const italianMenuNumbers = itMenuNumbers satisfies MenuNumbersCatalogue;
const italianAllergenSpecies = itAllergenSpecies satisfies AllergenSpeciesCatalogue;

const CATALOGUES = [
  ['catalogue', italian, en],
  ['practices', italianPractices, enPractices],
  ['sensitivity', italianSensitivity, enSensitivity],
  ['authEmails', italianAuthEmails, enAuthEmails],
  ['allergyCard', italianAllergyCard, enAllergyCard],
  ['menuNumbers', italianMenuNumbers, enMenuNumbers],
  ['allergenSpecies', italianAllergenSpecies, enAllergenSpecies],
] as const;

/** One argument for every parameter: a string ('3') carrying the fields some texts read from their options. */
const placeholderArgs = (fn: (...args: never[]) => unknown) =>
  Array.from({ length: fn.length }, () => Object.assign(new String('3'), { appName: 'AllerGuida', contactEmail: 'legal@example.it' }));

/**
 * Every leaf of a catalogue by its path, with its kind: 'string', or for a
 * function its parameter count and the kind of what it returns (null for a
 * text absent for some arguments), followed into returned arrays.
 */
function leaves(value: unknown, path: string, out: Map<string, string>, texts?: Map<string, string>): Map<string, string> {
  if (typeof value === 'string') {
    out.set(path, 'string');
    texts?.set(path, value);
  } else if (typeof value === 'function') {
    const fn = value as (...args: unknown[]) => unknown;
    const result = fn(...placeholderArgs(fn));
    out.set(path, `function/${fn.length}`);
    if (result === null) out.set(`${path}()`, 'null');
    else leaves(result, `${path}()`, out, texts);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => leaves(item, `${path}[${index}]`, out, texts));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) leaves(item, `${path}.${key}`, out, texts);
  } else {
    out.set(path, typeof value);
  }
  return out;
}

// Texts that are the same words in both languages: names, symbols and the
// bilingual labels of the legal pages.
const SAME_IN_BOTH = new Set([
  'about.social.instagram', 'about.social.facebook', 'home.heroTitle', 'notFound.title', 'notFound.message',
  'auth.email', 'auth.password', 'auth.nickname', 'profile.nickname', 'profile.email', 'resetPassword.email', 'alertPreferences.email',
  'common.info', 'nav.info', 'landing.info', 'legal.info', 'consent.info', 'common.requiredMark', 'notifications.badgeOverflow',
  'common.no', 'consent.refuseDialogNo', 'reviews.reactionAnswers.no', 'reviews.allergenIndicationLabels.no', 'incidents.no',
  'common.directions.google', 'common.directions.apple', 'common.directions.waze',
  'map.navigationApps.google', 'map.navigationApps.apple', 'map.navigationApps.waze', 'places.maps',
  'home.policies.privacy.title', 'home.policies.cookies.title', 'consent.cookiePolicyLink', 'consent.categories.marketing.title',
  'legal.italianHeading', 'legal.englishHeading', 'map.online', 'map.offline', 'map.offlinePrefix',
  'moderation.reasons.spam', 'moderation.reasons.privacy', 'moderation.targetLabels.profile', 'moderation.targetLabels.user',
  'restaurantDetail.averageOutOfFive()', 'restaurantForm.placeholders.website',
  'restaurants.cuisineLabels.sushi', 'restaurants.cuisineLabels.pizza', 'restaurants.cuisineLabels.panini',
  'restaurants.cuisineLabels.piadine', 'restaurants.cuisineLabels.aperitivo', 'restaurants.cuisineLabels.pasta',
  'restaurants.cuisineLabels.fusion', 'restaurants.cuisineLabels.bar',
]);

describe('English catalogue', () => {
  for (const [name, italianCatalogue, englishCatalogue] of CATALOGUES) {
    test(`${name}: every Italian key has an English value and the reverse, of the same kind`, () => {
      const italianLeaves = leaves(italianCatalogue, name, new Map());
      const englishLeaves = leaves(englishCatalogue, name, new Map());
      const missingInEnglish = [...italianLeaves.keys()].filter((path) => !englishLeaves.has(path));
      const missingInItalian = [...englishLeaves.keys()].filter((path) => !italianLeaves.has(path));
      const kindMismatches = [...italianLeaves].filter(([path, kind]) => englishLeaves.has(path) && englishLeaves.get(path) !== kind);
      expect({ missingInEnglish, missingInItalian, kindMismatches }).toEqual({ missingInEnglish: [], missingInItalian: [], kindMismatches: [] });
      expect(italianLeaves.size).toBeGreaterThan(name === 'catalogue' ? 900 : 15);
    });

    test(`${name}: no English text is empty, leaks a placeholder or is left in Italian`, () => {
      const italianTexts = new Map<string, string>();
      const englishTexts = new Map<string, string>();
      leaves(italianCatalogue, name, new Map(), italianTexts);
      leaves(englishCatalogue, name, new Map(), englishTexts);
      // Empty only where the Italian is (a code-only email has no button).
      const bad = [...englishTexts].filter(([path, text]) => (text.trim() === '' && italianTexts.get(path) !== '') || /undefined|\[object /.test(text));
      expect(bad).toEqual([]);
      const untranslated = [...englishTexts]
        .filter(([path, text]) => italianTexts.get(path) === text && /\p{L}{2}/u.test(text))
        .map(([path]) => path.slice(name.length + 1))
        .filter((path) => !SAME_IN_BOTH.has(path));
      expect(untranslated).toEqual([]);

    });
  }
});

describe('English catalogue: the words safety rests on', () => {
  test('verdicts say no more than the Italian: Safe only where it says Sicuro', () => {
    expect(en.restaurants.safetyLevels).toEqual({ safe: 'Safe', caution: 'Caution', unsafe: 'Not safe', none: 'No data' });
    expect(en.restaurants.safetyBadgeLabel('Safe')).toBe('Safety: Safe');
    expect(en.restaurants.fewData).toBe('Little data');
    expect(en.restaurants.cappedByAlert).toBe('Not marked as safe while a reported reaction is open.');
    expect(en.restaurantDetail.personalRule).toBe(
      'Safe only if each of your allergens has been reviewed in the last 24 months by at least 2 different people and has no open reported reactions.',
    );
    expect(en.incidents.personalNotSafe('Peanuts')).toBe('Not marked as safe: a reaction to Peanuts has been reported by users, not verified.');
    expect(en.incidents.alertDisclaimer).toBe('reported by users, not verified');
    expect(en.venueStatus.disclaimer).toBe('reported by users, not verified');
    expect(enMenuNumbers.ownTitle).toBe('Warning: contains your allergens');
    expect(enMenuNumbers.noneTitle).toBe('None of these numbers is among your allergens');
  });

  test('allergens are named as the app names them in English, the Annex II ones as Reg. (EU) 1169/2011 does', () => {
    expect(en.allergens.names).toEqual({
      Celery: 'Celery',
      Crustaceans: 'Crustaceans',
      Cucumber: 'Cucumber',
      Eggs: 'Eggs',
      'Fava bean': 'Fava beans',
      Fish: 'Fish',
      Garlic: 'Garlic',
      Gluten: 'Gluten',
      Lactose: 'Lactose',
      Lupin: 'Lupin',
      Milk: 'Milk',
      Molluscs: 'Molluscs',
      Mushrooms: 'Mushrooms',
      Mustard: 'Mustard',
      Nickel: 'Nickel',
      Peanuts: 'Peanuts',
      Rice: 'Rice',
      'Sesame seeds': 'Sesame seeds',
      Soy: 'Soybeans',
      Sulphites: 'Sulphites',
      'Tree nuts': 'Tree nuts',
    });
  });

  test('sensitivity levels and reaction severities', () => {
    expect(enSensitivity.levels).toEqual({
      intolerance: 'intolerance',
      allergy: 'allergy',
      coeliac: 'coeliac disease',
      severe_allergy: 'severe allergy (anaphylaxis)',
    });
    expect(en.incidents.severities).toEqual({ mild: 'mild', moderate: 'moderate', severe: 'severe — anaphylaxis, emergency department' });
  });

  test('counts in English: 1 is singular, 0 and the rest plural, thousands grouped with a comma', () => {
    expect(en.restaurants.reviewCount(1)).toBe('1 review');
    expect(en.restaurants.reviewCount(0)).toBe('0 reviews');
    expect(en.restaurants.reviewCount(1234)).toBe('1,234 reviews');
    expect(en.restaurants.header(1)).toBe('Search 1 reviewed venue');
    expect(en.restaurants.header(12345)).toBe('Search 12,345 reviewed venues');
    expect(en.about.memberCount(12345)).toBe('There are 12,345 of us');
    expect(en.allergens.savedCount(1)).toBe('You have 1 allergen saved');
    expect(en.allergens.confirmChanges(2, 1)).toBe(
      'WARNING: You are changing your allergens.\n\nADD 2 allergens\n\nREMOVE 1 allergen\n\nThis will affect your food safety. Are you sure you want to continue?',
    );
    expect(en.notifications.bellLabel(3)).toBe('Notifications: 3 unread');
    expect(en.notifications.daysAgo(2)).toBe('2 days ago');
    expect(en.map.filterOn(1)).toBe('Showing only your 1 reviewed venue.');
    expect(en.auth.resendWait(1)).toBe('You can ask for another one in 1 second.');
    expect(en.auth.resendWait('30')).toBe('You can ask for another one in 30 seconds.');
    expect(enPractices.foldCount(1, 0)).toBe('1 practice · 0 confirmed');
    expect(enPractices.foldCount(7, 2)).toBe('7 practices · 2 confirmed');
    expect(enPractices.counts(1, 0, '2 days ago')).toBe('1 confirmation · 0 disputes · last confirmed 2 days ago');
    expect(enSensitivity.personalFromAsSensitive(1)).toBe('1 review by people as sensitive as you');
    expect(en.moderation.setAsideCounts(1, 2, 0, 1)).toBe('Set aside: 1 review, 2 reaction reports, 0 practices, 1 status report.');
  });

  test('numbers as en-GB writes them', () => {
    const intl = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 });
    for (const value of [0, 1, 999, 1000, 1234, 12345, 1234567, 4.5, 2.675, 0.0005, 1234.5678, 99999.9999, -3, 1e21]) {
      expect(formatCount(value)).toBe(intl.format(value));
    }
  });

  test('moderation statements say what was done to what', () => {
    expect(en.moderation.noticeTitle('review', 'hide')).toBe('Review: hidden');
    expect(en.moderation.noticeTitle('user', 'set_aside')).toBe('Account: set aside: its contributions no longer count');
    expect(en.moderation.noticeMessage('review', 'hide', '')).toBe(
      'We have taken action on your review. Open the statement of reasons to find out why and how to appeal.',
    );
    expect(en.moderation.noticeMessage('user', 'suspend', '')).toMatch(/^We have suspended your account\./);
    expect(en.moderation.emailIntro('photo', 'restore')).toBe('We are writing to you because one of your photos has been restored by a moderator.');
    expect(en.moderation.actionDone('archive' as never)).toBe('Done: archive.');
  });

  test('API and sign-in errors in English, with the generic message for an unknown code', () => {
    expect(apiErrorMessage('rate_limited')).toBe('Too many requests: try again shortly.');
    expect(apiErrorMessage('no_such_code')).toBe('An unexpected error occurred.');
    expect(authErrorMessage('invalid_credentials')).toBe('Incorrect email or password.');
    expect(authErrorMessage(null)).toBe('An unexpected error occurred.');
    expect(userBannedUntilMessage('3 March 2026', '14:00')).toBe('Your account is suspended until 3 March 2026 at 14:00.');
    expect(userBannedIndefinitelyMessage).toBe('Your account is suspended indefinitely.');
  });
});

describe('English catalogue: what the English interface fills the Italian objects with (domain/i18n/active.ts)', () => {
  test('every Italian message object handed to localise has an English export of the same name', () => {
    // Every Italian file evaluated, each registering its messages (read at run time: under
    // mutation testing the files' text is instrumented and no longer reads as written).
    import.meta.glob(['./it/*.ts', '!./it/*.test.ts'], { eager: true });
    const localisedNames = localisedExportNames();
    const englishModules = import.meta.glob<Record<string, unknown>>(['./en/*.ts', '!./en/*.test.ts'], { eager: true });
    const englishNames = new Set(Object.values(englishModules).flatMap((module) => Object.keys(module)));
    // Their titles are the same English words in both languages.
    const sameInBoth = ['privacyPolicyDocument', 'cookiesPolicyDocument'];
    expect(localisedNames.length).toBeGreaterThan(40);
    expect(localisedNames.filter((name) => !englishNames.has(name) && !sameInBoth.includes(name))).toEqual([]);
    // And the reverse: an English text nothing would ever show. The rest are helpers, or for the server, which reads `en` directly.
    const notLocalised = ['en', 'formatCount', 'apiErrorMessage', 'authErrorMessage', 'authEmailMessages'];
    expect([...englishNames].filter((name) => !localisedNames.includes(name) && !notLocalised.includes(name))).toEqual([]);
  });

  test('the legal documents keep their Italian and English texts; only a title changes, English first', () => {
    expect(enTerms).toEqual({ title: 'Terms and Conditions / Termini e Condizioni' });
    expect(enIntellectualProperty).toEqual({ title: 'Intellectual Property / Proprietà Intellettuale' });
    expect(termsDocument.title).toBe('Termini e Condizioni / Terms and Conditions');
    expect(intellectualPropertyDocument.title).toBe('Proprietà Intellettuale / Intellectual Property');
  });
});
