// A Vite plugin: marks the named chunks with V8's explicit compile hint, a
// first line `//# allFunctionsCalledOnLoad`. Without it, V8 compiles each
// function the first time it is called, on the page's main thread, in the
// middle of the app's first tasks. With it, Chromium compiles the whole file
// while the file streams in, on a background thread. Browsers that do not know
// the comment read a comment.
//
// Only for chunks that every page runs nearly all of as it opens (vite.config.ts
// names them: React, and the app with its router). Hinting every chunk a page
// loads as it opens measured worse than hinting none (ADR 012): small files are
// compiled on the main thread, where compiling functions that never run is a
// cost, and on two cores the background compiling competes too.
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Every generated line moved down one: the map gets an empty first line (the build writes maps as assets of their own). */
function shiftSourceMapOneLine(bundle: OutputBundle, mapFileName: string): void {
  const asset = bundle[mapFileName];
  if (asset?.type !== 'asset') return;
  const map = JSON.parse(String(asset.source)) as { mappings: string };
  asset.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

export function compileHints(chunkNames: readonly string[]): Plugin {
  return {
    name: 'allerguida-compile-hints',
    apply: 'build',
    generateBundle: {
      // The files as written: minified already (minifying drops comments), and after Vite has
      // rewritten each chunk's list of files to preload, which remakes the chunk's source map.
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !chunkNames.includes(output.name)) continue;
          output.code = `${COMPILE_HINT}\n${output.code}`;
          shiftSourceMapOneLine(bundle, `${output.fileName}.map`);
        }
      },
    },
  };
}
