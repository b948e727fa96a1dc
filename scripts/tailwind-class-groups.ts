// A Vite plugin and what it computes: the tailwind-merge class groups that the
// app's sources use, as the module 'virtual:tailwind-class-groups' that
// web/lib/cn.ts reads. tailwind-merge builds a lookup table of every Tailwind
// class on its first call, a long task on a phone before the first render;
// built from the groups the sources use, the table is a fraction of the size.
// Nothing is lost: Tailwind writes CSS only for the classes it finds in these
// same sources, so a class outside them has no style for a merge to decide on.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createTailwindMerge, getDefaultConfig, twMerge } from 'tailwind-merge';
import type { Plugin } from 'vite';

export const TAILWIND_CLASS_GROUPS_MODULE = 'virtual:tailwind-class-groups';
const RESOLVED_ID = `\0${TAILWIND_CLASS_GROUPS_MODULE}`;

const SOURCE_FILE = /\.(tsx?|html|css)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name) && !entry.parentPath.includes('node_modules'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Every word of the sources that could be a class: split where no class has a
 * character (spaces, quotes, braces), then tried with the punctuation of the
 * code around it removed too. Words that are not classes match no group.
 */
export function candidateClasses(sources: string[]): Set<string> {
  const candidates = new Set<string>();
  for (const source of sources) {
    for (const word of source.split(/[\s"'`{}]+/)) {
      if (!word) continue;
      candidates.add(word);
      const trimmed = word.replace(/^[(,;:!?=&|<>]+/, '').replace(/[),;:?=&|<>]+$/, '');
      if (trimmed) candidates.add(trimmed);
    }
  }
  return candidates;
}

/**
 * The class groups of tailwind-merge's default configuration that one of the
 * classes belongs to. A class belongs to a group when a merge that knows only
 * that group keeps one of two copies of it (a class of no known group is kept
 * twice).
 */
export function classGroupsOf(classes: Iterable<string>): string[] {
  const config = getDefaultConfig();
  // Arbitrary properties ('[mask-type:alpha]') merge by their property name, with or without groups.
  const mergeWithoutGroups = createTailwindMerge(() => ({ ...config, classGroups: {} }));
  const keptOnce = (merge: (classes: string) => string, name: string) => merge(`${name} ${name}`) === name;
  const known = [...classes].filter((name) => keptOnce(twMerge, name) && !keptOnce(mergeWithoutGroups, name));
  return Object.keys(config.classGroups).filter((group) => {
    const mergeWithin = createTailwindMerge(() => ({
      ...config,
      classGroups: { [group]: config.classGroups[group as keyof typeof config.classGroups] },
    }));
    return known.some((name) => keptOnce(mergeWithin, name));
  });
}

/** The text of every source file under these folders (what Tailwind reads for its CSS). */
export function sourceTexts(dirs: string[]): string[] {
  return dirs.flatMap(sourceFiles).map((file) => readFileSync(file, 'utf8'));
}

/** The groups the files under these folders use. */
export function usedTailwindClassGroups(dirs: string[]): string[] {
  return classGroupsOf(candidateClasses(sourceTexts(dirs)));
}

/**
 * The build gets the groups of `dirs`; the dev server and the tests get null
 * (every group), so a class written a moment ago merges without a restart.
 */
export function tailwindClassGroups(dirs: string[]): Plugin {
  let isBuild = false;
  return {
    name: 'allerguida-tailwind-class-groups',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    resolveId(id) {
      return id === TAILWIND_CLASS_GROUPS_MODULE ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const groups = isBuild ? usedTailwindClassGroups(dirs) : null;
      return `export const TAILWIND_CLASS_GROUPS = ${JSON.stringify(groups)};`;
    },
  };
}
