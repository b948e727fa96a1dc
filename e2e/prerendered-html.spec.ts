// The prerendered copies are the HTML a first visitor's browser parses before
// the app's code arrives. The HTML parser does not keep every nesting React
// can write: a block inside a <p> closes the paragraph early and leaves a
// stray empty one behind, so the visitor would see a page the build never
// drew. Each copy, parsed by the browser, must hold exactly the elements its
// source names.
import { expect, test } from '@playwright/test';
import { pageInLanguage, PRERENDERED_PAGES, SIGNED_IN_SHELLS } from '../domain/prerendered-pages';

const SHELL_PATHS = Object.values(SIGNED_IN_SHELLS).flatMap((path) => [path, pageInLanguage(path, 'en')]);

/** How many of each element the source opens: scripts' and styles' text and comments are not markup. */
function elementsInSource(html: string): Record<string, number> {
  const markup = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '<$1>');
  const counts: Record<string, number> = {};
  for (const [, name] of markup.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)[\s/>]/g)) {
    const tag = name!.toLowerCase();
    counts[tag] = (counts[tag] ?? 0) + 1;
  }
  return counts;
}

/** Each element whose count differs: [in the source, as parsed]. */
function differences(source: Record<string, number>, parsed: Record<string, number>): Record<string, [number, number]> {
  const tags = new Set([...Object.keys(source), ...Object.keys(parsed)]);
  return Object.fromEntries([...tags].filter((tag) => source[tag] !== parsed[tag]).map((tag) => [tag, [source[tag] ?? 0, parsed[tag] ?? 0]]));
}

test('every prerendered page and signed-in shell parses into the elements its HTML names', async ({ page, request }) => {
  // A blank page lends its DOMParser: the copies are fetched, not opened.
  await page.goto('about:blank');
  const misparsed: Record<string, Record<string, [number, number]>> = {};
  for (const path of [...PRERENDERED_PAGES, ...SHELL_PATHS]) {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain('data-prerendered');
    const parsed = await page.evaluate((source) => {
      const document = new DOMParser().parseFromString(source, 'text/html');
      const counts: Record<string, number> = {};
      for (const element of document.getElementsByTagName('*')) {
        const tag = element.localName.toLowerCase();
        counts[tag] = (counts[tag] ?? 0) + 1;
      }
      return counts;
    }, html);
    const differing = differences(elementsInSource(html), parsed);
    if (Object.keys(differing).length > 0) misparsed[path] = differing;
  }
  expect(misparsed).toEqual({});
});
