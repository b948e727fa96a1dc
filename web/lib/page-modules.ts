// The files of the current page's code, which a page sent drawn names
// (PAGE_MODULES_META, written by the server): asked for a few per task once
// the page is painted. The router's loading of the page would otherwise insert
// a module preload link for each of them in the one task that asks for the
// page, twenty for a restaurant's page, each costing the main thread a couple
// of milliseconds (ADR 017). Vite's loader skips the files already linked.
import { PAGE_MODULES_META } from '@domain/prerendered-pages';

/** Per task: each link costs a phone's main thread a few milliseconds. */
const PAGE_MODULES_PER_TASK = 4;

/** Calls `preload` for each file, `PAGE_MODULES_PER_TASK` of them per task, starting in the next task. */
export function preloadInTurns(files: readonly string[], preload: (file: string) => void): void {
  if (files.length === 0) return;
  setTimeout(() => {
    files.slice(0, PAGE_MODULES_PER_TASK).forEach(preload);
    preloadInTurns(files.slice(PAGE_MODULES_PER_TASK), preload);
  }, 0);
}

const linkModule = (file: string) => {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = file;
  document.head.appendChild(link);
};

/** Asks for the files the page names that nothing has asked for yet. */
export function preloadPageModules(): void {
  const named = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_MODULES_META}"]`)?.content.split(' ').filter(Boolean) ?? [];
  const linked = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href));
  preloadInTurns(
    named.filter((file) => !linked.has(new URL(file, document.baseURI).href)),
    linkModule,
  );
}
