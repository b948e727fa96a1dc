// Prints, comma-separated, the files Stryker mutates (the `mutate` patterns of
// stryker.config.json) that changed between a base commit and HEAD, for
// `stryker run --mutate`. CI mutates only those; `npm run test:mutation`
// mutates everything. Usage: node scripts/mutation-changed.mjs <base>
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const base = process.argv[2];
if (!base) throw new Error('usage: node scripts/mutation-changed.mjs <base commit>');
const patterns = JSON.parse(readFileSync('stryker.config.json', 'utf8')).mutate;
const include = patterns.filter((pattern) => !pattern.startsWith('!'));
const exclude = patterns.filter((pattern) => pattern.startsWith('!')).map((pattern) => pattern.slice(1));
const changed = execFileSync('git', ['diff', '--name-only', '--diff-filter=AMR', `${base}...HEAD`], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
process.removeAllListeners('warning'); // path.matchesGlob is marked experimental on Node 20
const matches = (file, globs) => globs.some((glob) => path.matchesGlob(file, glob));
const mutated = changed.filter((file) => existsSync(file) && matches(file, include) && !matches(file, exclude));
console.log(mutated.join(','));
