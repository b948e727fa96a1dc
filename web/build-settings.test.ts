// Every build-time setting the web app reads is documented where operators
// look: the README's configuration table.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

const BUILD_SETTINGS = [
  'VITE_APP_NAME',
  'VITE_SOCIAL_INSTAGRAM_URL',
  'VITE_SOCIAL_FACEBOOK_URL',
  'VITE_ANDROID_APP_URL',
  'VITE_ANALYTICS_ID',
  'VITE_API_URL',
];

describe('build-time settings', () => {
  it('are the ones web/env.d.ts declares', () => {
    const declared = [...read('web/env.d.ts').matchAll(/readonly (VITE_[A-Z_]+)\?/g)].map((match) => match[1]);
    expect(declared).toEqual(BUILD_SETTINGS);
  });

  it("each has a row in the README's configuration table", () => {
    const readme = read('README.md');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('### Photos'));
    for (const name of BUILD_SETTINGS) expect(table, name).toContain(`| \`${name}\` |`);
  });
});
