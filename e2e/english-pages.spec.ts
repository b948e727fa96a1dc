// The public pages as the server sends them before any script runs (#43): each
// in Italian and, under /en, in English, with <html lang> in its language and
// links to both for search engines, and the manifest in its language; the sitemap names both.
import { expect, test } from '@playwright/test';
import { en } from '../domain/i18n/en';
import { it as italian } from '../domain/i18n/it';

const alternates = (site: string, page: string) =>
  [
    `<link rel="alternate" hreflang="it" href="${site}${page}" />`,
    `<link rel="alternate" hreflang="en" href="${site}/en${page === '/' ? '' : page}" />`,
    `<link rel="alternate" hreflang="x-default" href="${site}${page}" />`,
  ];

test('/en/about is sent drawn in English, /about in Italian, each linking to both', async ({ request, baseURL }) => {
  const english = await (await request.get('/en/about')).text();
  expect(english).toContain('<html lang="en">');
  expect(english).toContain(`>${en.about.title}<`);
  for (const link of alternates(baseURL!, '/about')) expect(english).toContain(link);
  // Installed from it, the app is English.
  expect(english).toContain('<link rel="manifest" href="/manifest.en.webmanifest">');

  const italianPage = await (await request.get('/about')).text();
  expect(italianPage).toContain('<html lang="it">');
  expect(italianPage).toContain(`>${italian.about.title}<`);
  for (const link of alternates(baseURL!, '/about')) expect(italianPage).toContain(link);
  expect(italianPage).toContain('<link rel="manifest" href="/manifest.webmanifest">');
});

test('the landing in English is at /en and /en/, its Italian twin at /', async ({ request, baseURL }) => {
  for (const address of ['/en', '/en/']) {
    const html = await (await request.get(address)).text();
    expect(html, address).toContain('<html lang="en">');
    for (const link of alternates(baseURL!, '/')) expect(html, address).toContain(link);
  }
  expect(await (await request.get('/')).text()).toContain('<html lang="it">');
});

test("an English page's description and social card are English, as the server sends it drawn or bare; the Italian's stay Italian", async ({ request }) => {
  // What a search result and a shared link show (index.html's head, written in Italian by the build).
  const headIn = (tagline: string, locale: string) => [
    `<meta name="description" content="${tagline}" />`,
    `<meta property="og:description" content="${tagline}">`,
    `<meta name="twitter:description" content="${tagline}">`,
    `<meta property="og:locale" content="${locale}">`,
  ];
  // /en/about is a drawn copy, /en/profile the bare index.html.
  for (const address of ['/en/about', '/en/profile']) {
    const html = await (await request.get(address)).text();
    for (const tag of headIn(en.common.tagline, 'en_GB')) expect(html, address).toContain(tag);
    expect(html, address).not.toContain(italian.common.tagline);
  }
  for (const address of ['/about', '/profile']) {
    const html = await (await request.get(address)).text();
    for (const tag of headIn(italian.common.tagline, 'it_IT')) expect(html, address).toContain(tag);
  }
});
