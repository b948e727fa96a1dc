import path from 'node:path';
import { extendTailwindMerge, getDefaultConfig, twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { classMergeKnowing } from '../web/lib/cn';
import { candidateClasses, classGroupsOf, sourceTexts, tailwindClassGroups, usedTailwindClassGroups } from './tailwind-class-groups';

const root = path.join(import.meta.dirname, '..');
const appSources = [path.join(root, 'web'), path.join(root, 'domain')];
const appGroups = usedTailwindClassGroups(appSources);
const appMerge = classMergeKnowing(appGroups);

/** A class's variants in order of name ('sm:hover:bg-muted': 'hover:sm'), its brackets' colons not counted. */
function variantsOf(name: string): string {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < name.length; index += 1) {
    if (name[index] === '[' || name[index] === '(') depth += 1;
    else if (name[index] === ']' || name[index] === ')') depth -= 1;
    else if (name[index] === ':' && depth === 0) {
      parts.push(name.slice(start, index));
      start = index + 1;
    }
  }
  return parts.sort().join(':');
}

describe('the class groups the app uses (tailwind-merge knowing only those)', () => {
  it('finds the groups of the classes written in the sources, and only those', () => {
    const sources = [`<div className="px-2 text-sm">`, `cn('hover:bg-muted', isOpen && 'rotate-180')`];
    // 'text-sm' is a font size, and also a text colour to a merge that knows no font sizes: kept with both, the
    // merge decides as the full one does.
    expect(classGroupsOf(candidateClasses(sources)).sort()).toEqual(['bg-color', 'font-size', 'px', 'rotate', 'text-color']);
  });

  it('ignores arbitrary properties and words that are not classes', () => {
    expect(classGroupsOf(candidateClasses(['[mask-type:alpha] const value = useState(0); // note']))).toEqual([]);
  });

  it('leaves out most of Tailwind: the table built on the first merge is a fraction of the full one', () => {
    const all = Object.keys(getDefaultConfig().classGroups).length;
    expect(appGroups.length).toBeGreaterThan(0);
    expect(appGroups.length).toBeLessThan(all / 2);
  });

  it('merges as before: a later class of a group overrides an earlier one, across variants too', () => {
    expect(appMerge('px-2 py-1 px-4')).toBe('py-1 px-4');
    expect(appMerge('text-sm text-muted-foreground text-lg')).toBe('text-muted-foreground text-lg');
    expect(appMerge('p-4 px-2')).toBe('p-4 px-2');
    expect(appMerge('px-2 p-4')).toBe('p-4');
    expect(appMerge('hidden sm:flex flex')).toBe('sm:flex flex');
    expect(appMerge('bg-primary hover:bg-primary/90 bg-destructive')).toBe('hover:bg-primary/90 bg-destructive');
    expect(appMerge('render-when-near rounded-xl rounded-lg')).toBe('render-when-near rounded-lg');
  });

  it('merges every pair of the classes written in the sources exactly as tailwind-merge with all of Tailwind does', () => {
    const classes = [...candidateClasses(sourceTexts(appSources))].filter((name) => twMerge(`${name} ${name}`) === name);
    // Both merges are tailwind-merge's one code with other class groups, and it
    // lets two classes conflict only under the same variants (in any order): a
    // pair under different variants keeps both classes in either merge, so the
    // pairs are taken within each set of variants. Every pair is new, so the
    // full merge keeps no cache of its results.
    const fullMerge = extendTailwindMerge({ cacheSize: 0 });
    const byVariants = new Map<string, string[]>();
    for (const name of classes) byVariants.set(variantsOf(name), [...(byVariants.get(variantsOf(name)) ?? []), name]);
    const differences: string[] = [];
    for (const sameVariants of byVariants.values()) {
      for (const first of sameVariants) {
        for (const second of sameVariants) {
          const pair = `${first} ${second}`;
          if (appMerge(pair) !== fullMerge(pair)) differences.push(pair);
        }
      }
    }
    expect(classes.length).toBeGreaterThan(100);
    expect(byVariants.get('')!.length).toBeGreaterThan(100);
    expect(byVariants.size).toBeGreaterThan(10);
    expect([variantsOf('sm:hover:bg-[url(a:b)]'), variantsOf('hover:sm:px-2'), variantsOf('supports-[display:grid]:grid')]).toEqual([
      'hover:sm',
      'hover:sm',
      'supports-[display:grid]',
    ]);
    expect(differences).toEqual([]);
    // Some 180,000 pairs merged twice: seconds on a 2-core machine under load, past the 5 s default.
  }, 120_000);

  it('gives the build the groups and the dev server every group (null), so a class written a moment ago merges', async () => {
    const plugin = tailwindClassGroups([path.join(root, 'web')]);
    const load = (command: 'build' | 'serve') => {
      (plugin.configResolved as (config: { command: string }) => void)({ command });
      const id = (plugin.resolveId as (id: string) => string)('virtual:tailwind-class-groups');
      return (plugin.load as (id: string) => string)(id);
    };
    expect(load('serve')).toBe('export const TAILWIND_CLASS_GROUPS = null;');
    const built = load('build');
    expect(built).toMatch(/^export const TAILWIND_CLASS_GROUPS = \[".+"\];$/);
    expect(built).toContain('"px"');
    expect(built).not.toContain('"mask-image-conic-pos"');
    // The build's load reads every source and merges its classes: 5.1 s at a load of 8 on two cores, past the 5 s default.
  }, 60_000);
});

