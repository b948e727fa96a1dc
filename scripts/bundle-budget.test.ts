import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { landingJavaScript } from './bundle-budget';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build folder: the manifest, and each file with (or without) a Brotli copy of the given size. */
function fakeBuild(files: Record<string, { raw: number; br?: number }>, manifest: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'allerguida-budget-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, '.vite'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  for (const [file, { raw, br }] of Object.entries(files)) {
    writeFileSync(path.join(dir, file), Buffer.alloc(raw, 'a'));
    if (br !== undefined) writeFileSync(path.join(dir, `${file}.br`), Buffer.alloc(br, 'b'));
  }
  return dir;
}

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react.js'], css: ['assets/index-1.css'] },
  '_react.js': { file: 'assets/react-1.js' },
  'app/routes/landing-page.tsx': { file: 'assets/landing-page-1.js', imports: ['_react.js', '_button.js'] },
  '_button.js': { file: 'assets/button-1.js' },
  'app/routes/restaurant-map-page.tsx': { file: 'assets/map-1.js', imports: ['_react.js'] },
};

function runCheck(dir: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bundle-budget.ts', dir], { encoding: 'utf8' });
}

describe('landing page JavaScript budget', () => {
  it('counts the entry, the landing chunk and their static imports once each, as Brotli copies', () => {
    const dir = fakeBuild(
      {
        'assets/index-1.js': { raw: 9000, br: 3000 },
        'assets/react-1.js': { raw: 50000, br: 20000 },
        'assets/landing-page-1.js': { raw: 800, br: 400 },
        // Compression did not help: the build kept no copy, the file is sent as it is.
        'assets/button-1.js': { raw: 120 },
        'assets/map-1.js': { raw: 400000, br: 150000 },
        'assets/index-1.css': { raw: 30000, br: 6000 },
      },
      MANIFEST,
    );
    const { files, total } = landingJavaScript(dir);
    expect(files.map(({ file }) => file).sort()).toEqual([
      'assets/button-1.js',
      'assets/index-1.js',
      'assets/landing-page-1.js',
      'assets/react-1.js',
    ]);
    expect(total).toBe(3000 + 20000 + 400 + 120);
  });

  it('counts the app the entry imports once the page is painted, with its static imports, and not the auth client it imports for a stored session', () => {
    const dir = fakeBuild(
      {
        'assets/index-1.js': { raw: 900, br: 500 },
        'assets/start-1.js': { raw: 9000, br: 3000 },
        'assets/react-1.js': { raw: 50000, br: 20000 },
        'assets/landing-page-1.js': { raw: 800, br: 400 },
        'assets/button-1.js': { raw: 120 },
        'assets/map-1.js': { raw: 400000, br: 150000 },
        'assets/auth-client-1.js': { raw: 90000, br: 20000 },
      },
      {
        ...MANIFEST,
        'index.html': { file: 'assets/index-1.js', dynamicImports: ['start.tsx', '_auth-client.js'] },
        'start.tsx': { file: 'assets/start-1.js', name: 'start', imports: ['_react.js'], dynamicImports: ['app/routes/restaurant-map-page.tsx'] },
        '_auth-client.js': { file: 'assets/auth-client-1.js', name: 'auth-client', imports: ['_react.js'] },
      },
    );
    const { files, total } = landingJavaScript(dir);
    expect(files.map(({ file }) => file).sort()).toEqual([
      'assets/button-1.js',
      'assets/index-1.js',
      'assets/landing-page-1.js',
      'assets/react-1.js',
      'assets/start-1.js',
    ]);
    expect(total).toBe(500 + 3000 + 20000 + 400 + 120);
  });

  it('fails the check past the landing before the English interface + 2 KB (#43), passes at it', () => {
    const files = (entryBr: number) => ({
      'assets/index-1.js': { raw: 400000, br: entryBr },
      'assets/react-1.js': { raw: 50000, br: 20000 },
      'assets/landing-page-1.js': { raw: 800, br: 400 },
      'assets/button-1.js': { raw: 120 },
      'assets/map-1.js': { raw: 10 },
    });
    // 148,415 bytes at 36af2da + 2,048 = 150,463; the other three files send 20,520.
    const atLimit = runCheck(fakeBuild(files(150463 - 20520), MANIFEST));
    expect(atLimit.status).toBe(0);
    expect(atLimit.stdout).toContain(
      'bundle budget met: landing page JavaScript: 146.9 KB compressed (budget 170.0 KB; English interface (#43): the landing before it + 2 KB 146.9 KB)',
    );

    const over = runCheck(fakeBuild(files(150463 - 20520 + 1), MANIFEST));
    expect(over.status).toBe(1);
    expect(over.stderr).toContain('bundle budget exceeded (English interface (#43): the landing before it + 2 KB)');

    // 170 KB = 174,080 bytes: past both limits, both named.
    const overBudget = runCheck(fakeBuild(files(174080 - 20520 + 1), MANIFEST));
    expect(overBudget.status).toBe(1);
    expect(overBudget.stderr).toContain('bundle budget exceeded (budget; English interface (#43): the landing before it + 2 KB)');
    // Three tsx start-ups on a shared machine.
  }, 90_000);
});
