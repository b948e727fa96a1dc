// A Vite plugin: after the build (and after the service worker is generated),
// writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every
// text file of the output, which the server's @fastify/static sends as they
// are (`preCompressed`) to browsers that accept them. Compressing once at the
// best levels costs the build a few seconds instead of every request's CPU.
// A copy is kept only when it is smaller than the original.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats the app ships; source maps are not served, so not compressed either. */
export const PRECOMPRESSED_EXTENSIONS = ['.js', '.mjs', '.css', '.html', '.svg', '.webmanifest', '.json', '.txt', '.xml'];

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

export async function precompressDirectory(dir: string): Promise<void> {
  const files = (await filesUnder(dir)).filter((file) => PRECOMPRESSED_EXTENSIONS.includes(path.extname(file)));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < content.length) await writeFile(`${file}.br`, br);
      if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
    }),
  );
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'allerguida-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      // After every other plugin's closeBundle, the service worker's included.
      order: 'post',
      sequential: true,
      async handler() {
        await precompressDirectory(outDir);
      },
    },
  };
}
