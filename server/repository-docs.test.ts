// The repository explains itself: no comment or README points at documents
// outside it, every `docs/product.md#…` / `docs/auth-api.md#…` section a
// file cites exists, so section names stay stable as the pages change, and
// every file a document names, by path or by name, or links to exists.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const listed = (...patterns: string[]) =>
  execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', ...patterns], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
const repositoryFiles = listed();
const files = repositoryFiles.filter(
  (file) => /\.(ts|tsx|js|mjs|md|sh|sql|json|html|yml)$/.test(file) && !file.startsWith('docs/') && file !== 'package-lock.json',
);
const documents = listed('*.md');
// What `npm run build` and a mutation run write (both git-ignored), and names
// documents give of files that are not the repository's: the server's build
// output under dist/server, Google's analytics script, Firebase's Android
// configuration, and the runtime.
const GENERATED = /^(dist|reports)\//;
const NOT_REPOSITORY_FILES = new Set(['main.js', 'auth/cli.js', 'db/backup-cli.js', 'gtag.js', 'google-services.json', 'Node.js']);
const read = (file: string) => {
  try {
    return readFileSync(path.join(root, file), 'utf8');
  } catch {
    return '';
  }
};

/** GitHub's heading anchors: lowercase, punctuation dropped, spaces to hyphens. */
function anchorsOf(page: string): Set<string> {
  const headings = read(page).match(/^#+ .*$/gm) ?? [];
  return new Set(headings.map((heading) => heading.replace(/^#+ /, '').toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-')));
}

describe('documentation links', () => {
  it('never cite documents outside the repository', () => {
    const outside = /spec 00\d|\.\.\/shared\/|auth-contract\.md|seeds 00\d/i;
    const offending = files.filter((file) => file !== 'server/repository-docs.test.ts' && outside.test(read(file)));
    expect(offending).toEqual([]);
  });

  it('cite only sections that exist', () => {
    const anchors = { product: anchorsOf('docs/product.md'), 'auth-api': anchorsOf('docs/auth-api.md') };
    const missing: string[] = [];
    for (const file of files) {
      for (const match of read(file).matchAll(/docs\/(product|auth-api)\.md((?:#[a-z0-9-]+(?:,? (?:and )?)?)+)/g)) {
        for (const anchor of match[2]!.match(/#[a-z0-9-]+/g)!) {
          if (!anchors[match[1] as keyof typeof anchors].has(anchor.slice(1))) missing.push(`${file}: ${match[1]}${anchor}`);
        }
      }
    }
    expect(anchors.product.size).toBeGreaterThan(30);
    expect(missing).toEqual([]);
  });

  it('name only files that exist', () => {
    // A path from a top-level folder, as documents write them; one followed by
    // `-`, `<`, `*` or `{` is a pattern (`bench/results/web-<date>.md`), not a file.
    const mentioned = /(?<![\w/.-])((?:\.ci|bench|cluster|docs|domain|e2e|scripts|server|web|android|ios)\/[\w./-]*\w)(?![-<*{\w])/g;
    const missing: string[] = [];
    for (const document of documents) {
      for (const [, named] of read(document).matchAll(mentioned)) {
        const nearby = path.join(path.dirname(document), named!);
        if (!existsSync(path.join(root, named!)) && !existsSync(path.join(root, nearby))) missing.push(`${document}: ${named}`);
      }
    }
    expect(documents.length).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });

  it('name by file name, or by a path within a folder, only files the repository has', () => {
    // `photo-store.ts` or `account/account.photos.ts` in a README: some file
    // of the repository ends so. A name after `/`, `.`, `>`, `*` or a brace is
    // part of a longer path or a pattern (`<area>.routes.ts`, `{it,en}/auth-emails.ts`).
    const named = /(?<![\w/.@>*{}-])(\w[\w./-]*\.(?:ts|tsx|js|mjs|json|jsonc|md|sql|sh|yml|html|css))(?![\w-])/g;
    const missing: string[] = [];
    for (const document of documents) {
      for (const [, name] of read(document).matchAll(named)) {
        const isRepositoryFile =
          existsSync(path.join(root, name!)) ||
          existsSync(path.join(root, path.dirname(document), name!)) ||
          repositoryFiles.some((file) => file.endsWith(`/${name}`));
        if (!isRepositoryFile && !GENERATED.test(name!) && !NOT_REPOSITORY_FILES.has(name!)) missing.push(`${document}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("give each start-up technique's decision record its benchmark script and a report", () => {
    // docs/architecture.md lists them; each record's Measurement names the
    // bench/ script that measures it and a report in bench/results (the test
    // above checks that both exist).
    const list = read('docs/architecture.md').split(/Each technique has\s+its decision record/)[1]!.split(/\n\n/)[1]!;
    const records = [...list.matchAll(/\]\((decisions\/[\w-]+\.md)\)/g)].map(([, record]) => `docs/${record}`);
    const unmeasured = records.filter((record) => {
      const measurement = read(record).split(/^## Measurement$/m)[1]?.split(/^## /m)[0] ?? '';
      return !(/bench\/[\w-]+\.ts/.test(measurement) && /bench\/results\/[\w.-]+\.md/.test(measurement));
    });
    expect(records.length).toBeGreaterThan(15);
    expect(unmeasured).toEqual([]);
  });

  it('link only to files that exist', () => {
    const missing: string[] = [];
    for (const document of documents) {
      for (const [, target] of read(document).matchAll(/\]\(([^)#\s]+)[^)]*\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue;
        if (!existsSync(path.join(root, path.dirname(document), target!))) missing.push(`${document}: ${target}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
