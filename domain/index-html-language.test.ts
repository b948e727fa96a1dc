import { describe, expect, it } from 'vitest';
import { commonMessages as englishCommon } from './i18n/en/common';
import { commonMessages as italianCommon } from './i18n/it/common';
import { indexHtmlIn } from './index-html-language';
import { hasManifestLink, linkingManifestIn } from './web-manifest';

// The head as the build writes index.html (web/index.html and vite.config.ts's social card).
const BUILT_HEAD = [
  '<html lang="it"><head>',
  '<meta name="description" content="Scopri ristoranti sicuri per le tue allergie alimentari" />',
  '<meta property="og:title" content="AllerGuida">',
  '<meta property="og:description" content="Scopri ristoranti sicuri per le tue allergie alimentari">',
  '<meta property="og:locale" content="it_IT">',
  '<meta name="twitter:title" content="AllerGuida">',
  '<meta name="twitter:description" content="Scopri ristoranti sicuri per le tue allergie alimentari">',
  '<link rel="manifest" href="/manifest.webmanifest">',
  '</head><body><p>Scopri ristoranti sicuri per le tue allergie alimentari</p></body></html>',
].join('\n');

describe('index.html in a language', () => {
  it('is sent exactly as built in Italian', () => {
    expect(indexHtmlIn(BUILT_HEAD, 'it')).toBe(BUILT_HEAD);
  });

  it('reads both taglines as they stand in an attribute: neither holds a character HTML escapes', () => {
    for (const tagline of [italianCommon.tagline, englishCommon.tagline]) expect(tagline).not.toMatch(/[&<>"]/);
  });

  it('in English says the English tagline in the description and the social card, with lang, locale and manifest', () => {
    expect(indexHtmlIn(BUILT_HEAD, 'en')).toBe(
      [
        '<html lang="en"><head>',
        '<meta name="description" content="Discover restaurants that are safe for your food allergies" />',
        '<meta property="og:title" content="AllerGuida">',
        '<meta property="og:description" content="Discover restaurants that are safe for your food allergies">',
        '<meta property="og:locale" content="en_GB">',
        '<meta name="twitter:title" content="AllerGuida">',
        '<meta name="twitter:description" content="Discover restaurants that are safe for your food allergies">',
        '<link rel="manifest" href="/manifest.en.webmanifest">',
        // Only attribute values are the head's: the page's own text is the page's to translate.
        '</head><body><p>Scopri ristoranti sicuri per le tue allergie alimentari</p></body></html>',
      ].join('\n'),
    );
  });
});

describe('the manifest a page links', () => {
  it('is found as the build writes its link, and replaced by the other language\'s', () => {
    expect(hasManifestLink('<link rel="manifest" href="/manifest.webmanifest">')).toBe(true);
    expect(hasManifestLink('<link rel="icon" href="/favicon.ico">')).toBe(false);
    expect(linkingManifestIn('<link rel="manifest" href="/manifest.webmanifest">', 'en')).toBe('<link rel="manifest" href="/manifest.en.webmanifest">');
    expect(linkingManifestIn('<link rel="manifest" href="/manifest.en.webmanifest">', 'it')).toBe('<link rel="manifest" href="/manifest.webmanifest">');
  });
});
