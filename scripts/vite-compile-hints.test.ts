import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { compileHints } from './vite-compile-hints';

const project = mkdtempSync(path.join(os.tmpdir(), 'allerguida-compile-hints-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

// As the app's: the entry loads the start chunk, which loads pages that share a chunk, so Vite
// writes the start chunk a list of files to preload.
writeFileSync(path.join(project, 'main.js'), "import('./app.js').then(({ run }) => run());\n");
writeFileSync(
  path.join(project, 'app.js'),
  "// A comment the minifier drops.\nexport function run() {\n  document.title = 'started';\n  return location.hash ? import('./page-a.js') : import('./page-b.js');\n}\n",
);
writeFileSync(path.join(project, 'shared.js'), "export const shared = (text) => `${text} (${document.title})`;\n");
writeFileSync(path.join(project, 'page-a.js'), "import { shared } from './shared.js';\nexport default shared('a');\n");
writeFileSync(path.join(project, 'page-b.js'), "import { shared } from './shared.js';\nexport default shared('b');\n");

type BuiltFile = { code: string; mappings: string };

/** A real build (minified, hidden source maps, as the app's) of a page whose entry loads `app.js`: its chunks by name. */
async function buildWith(plugins: ReturnType<typeof compileHints>[]): Promise<Record<string, BuiltFile>> {
  const outDir = path.join(project, `dist-${plugins.length}`);
  await build({
    root: project,
    logLevel: 'silent',
    configFile: false,
    plugins,
    build: { outDir, sourcemap: 'hidden', minify: true, lib: false, rolldownOptions: { input: path.join(project, 'main.js') } },
  });
  const assets = path.join(outDir, 'assets');
  const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
  return Object.fromEntries(
    files.map((file) => [
      file.replace(/-[\w-]{8}\.js$/, ''),
      {
        code: readFileSync(path.join(assets, file), 'utf8'),
        mappings: (JSON.parse(readFileSync(path.join(assets, `${file}.map`), 'utf8')) as { mappings: string }).mappings,
      },
    ]),
  );
}

describe('the compile hint on the app start chunks', () => {
  it('opens the named chunk with the hint, and only that chunk; its source map moves down the one line', async () => {
    const plain = await buildWith([]);
    const hinted = await buildWith([compileHints(['app'])]);

    expect(Object.keys(hinted).sort()).toEqual(['app', 'main', 'page-a', 'page-b', 'shared']);
    expect(plain.app!.code).toContain('__vite__mapDeps');
    expect(hinted.app!.code).toBe(`//# allFunctionsCalledOnLoad\n${plain.app!.code}`);
    // In a source map, each ";" ends a generated line: one more in front maps every line one further down.
    expect(hinted.app!.mappings).toBe(`;${plain.app!.mappings}`);
    for (const name of ['main', 'page-a', 'page-b', 'shared']) expect(hinted[name]).toEqual(plain[name]);
  });
});
