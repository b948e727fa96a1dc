import path from 'node:path';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import type { ChunkingContext } from 'rolldown';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { commonMessages } from './domain/i18n/it/common';
import { DEFAULT_APP_NAME } from './domain/product';
import { englishManifest, pwaOptions } from './pwa.config';
import { WEB_MANIFEST_FILES } from './domain/web-manifest';
import { PRERENDERED_PAGES } from './domain/prerendered-pages';
import { compileHints } from './scripts/vite-compile-hints';
import { precompress } from './scripts/vite-precompress';
import { prerender } from './scripts/vite-prerender';
import { tailwindClassGroups } from './scripts/tailwind-class-groups';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const root = import.meta.dirname;
const appName = process.env.VITE_APP_NAME?.trim() || DEFAULT_APP_NAME;

/**
 * Open Graph and Twitter card tags, so a link to the site shared in a chat or
 * a post shows the app's name, tagline and icon (link previews read the HTML,
 * not what the app renders).
 */
function socialMeta(): Plugin {
  const image = '/icons/icon-512.png';
  const tags: [attribute: 'property' | 'name', key: string, content: string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', appName],
    ['property', 'og:title', appName],
    ['property', 'og:description', commonMessages.tagline],
    ['property', 'og:locale', 'it_IT'],
    ['property', 'og:image', image],
    ['property', 'og:image:width', '512'],
    ['property', 'og:image:height', '512'],
    ['property', 'og:image:alt', appName],
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', appName],
    ['name', 'twitter:description', commonMessages.tagline],
    ['name', 'twitter:image', image],
  ];
  return {
    name: 'allerguida-social-meta',
    transformIndexHtml: (): HtmlTagDescriptor[] =>
      tags.map(([attribute, key, content]) => ({ tag: 'meta', attrs: { [attribute]: key, content }, injectTo: 'head' })),
  };
}

/**
 * The app's scripts at low fetch priority: the stylesheet comes first, and the
 * page (prerendered, scripts/vite-prerender.ts) paints without waiting for
 * them; the app takes over once they have run.
 */
function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'allerguida-scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script type="module" crossorigin src=/g, '<script type="module" crossorigin fetchpriority="low" src=')
          .replace(/<link rel="modulepreload" crossorigin href=/g, '<link rel="modulepreload" crossorigin fetchpriority="low" href='),
    },
  };
}

/**
 * The English manifest beside the Italian one vite-plugin-pwa writes (#43):
 * the pages drawn in English link it (domain/web-manifest.ts). Written with
 * the bundle, so the service worker precaches it as it does the Italian one.
 */
function englishWebManifest(): Plugin {
  return {
    name: 'allerguida-english-web-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: WEB_MANIFEST_FILES.en, source: `${JSON.stringify(englishManifest(appName))}\n` });
    },
  };
}

/** A module with everything it imports statically, transitively. */
function staticClosure(entry: string, ctx: ChunkingContext): Set<string> {
  const closure = new Set<string>();
  const pending = [entry];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (closure.has(next)) continue;
    closure.add(next);
    pending.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
  }
  return closure;
}

/**
 * React and its renderer, a chunk of their own inside the app's: the entry
 * script asks for it beside the app (web/main.tsx), so that a phone evaluates
 * the two in separate tasks rather than in one long one.
 */
const REACT_MODULE = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** The two chunks of the app's start (below); every page runs nearly all of their code as it opens. */
const APP_START_CHUNKS = { react: 'react', app: 'start' } as const;

/**
 * The app (web/start.tsx) with everything it imports statically, as one
 * chunk: every page loads all of it before its own code anyway, and as some
 * thirty small files it cost a phone a request each (six at a time over
 * HTTP/1.1), one round trip after another. What the entry script
 * (web/main.tsx) imports itself stays out, so that the entry never loads the
 * app before the page is painted. So does what the English catalogue
 * (domain/i18n/en/web.ts) imports: the entry runs it before the app, and in
 * the app's chunk it would run the app's modules, still in Italian, first.
 */
function inAppStart(): (id: string, ctx: ChunkingContext) => string | null {
  let app: Set<string> | null = null;
  return (id, ctx) => {
    if (!app) {
      const entry = staticClosure(path.join(root, 'web/main.tsx'), ctx);
      const english = staticClosure(path.join(root, 'domain/i18n/en/web.ts'), ctx);
      app = new Set([...staticClosure(path.join(root, 'web/start.tsx'), ctx)].filter((module) => !entry.has(module) && !english.has(module)));
    }
    if (!app.has(id)) return null;
    return REACT_MODULE.test(id) ? APP_START_CHUNKS.react : APP_START_CHUNKS.app;
  };
}

export default defineConfig({
  root: path.join(root, 'web'),
  publicDir: path.join(root, 'web/public'),
  plugins: [react(), tailwindcss(), tailwindClassGroups([path.join(root, 'web'), path.join(root, 'domain')]), socialMeta(), scriptsAfterFirstPaint(), compileHints(Object.values(APP_START_CHUNKS)), VitePWA(pwaOptions(appName)), englishWebManifest(), prerender(PRERENDERED_PAGES), precompress()],
  resolve: {
    alias: [
      { find: '@domain', replacement: path.join(root, 'domain') },
      { find: '@web', replacement: path.join(root, 'web') },
      // Zod made jitless before its first use, in the chunks that use it (web/zod-jitless.ts).
      { find: /^zod$/, replacement: path.join(root, 'web/zod-jitless.ts') },
    ],
  },
  build: {
    outDir: path.join(root, 'dist/web'),
    emptyOutDir: true,
    // Maps for the people who hold the build, not for visitors: no
    // sourceMappingURL comment in the files, and the server never serves *.map.
    sourcemap: 'hidden',
    // .vite/manifest.json: the chunk graph scripts/bundle-budget.ts reads (dot folders are not served).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The group holds its modules' static imports already, apart from the entry's own: those stay with the entry.
          groups: [{ name: inAppStart(), includeDependenciesRecursively: false }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/auth/v1': apiTarget,
      '/rest': apiTarget,
      '/functions': apiTarget,
      '/storage': apiTarget,
      '/dev': apiTarget,
      '/health': apiTarget,
      '/realtime': { target: apiTarget, ws: true },
    },
  },
});
