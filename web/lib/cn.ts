import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge, getDefaultConfig } from 'tailwind-merge';
import { TAILWIND_CLASS_GROUPS } from 'virtual:tailwind-class-groups';

/**
 * tailwind-merge knowing only these class groups (null: all of them). The
 * app's merge knows the groups its sources use (scripts/tailwind-class-groups.ts), so that
 * the table it builds on its first call is only as large as the app needs.
 */
export function classMergeKnowing(groups: readonly string[] | null): (classes: string) => string {
  return createTailwindMerge(() => {
    const config = getDefaultConfig();
    if (groups === null) return config;
    const known = new Set(groups);
    const classGroups = Object.fromEntries(Object.entries(config.classGroups).filter(([group]) => known.has(group)));
    return { ...config, classGroups: classGroups as typeof config.classGroups };
  });
}

const twMerge = classMergeKnowing(TAILWIND_CLASS_GROUPS);

/** Joins class names and lets later Tailwind classes override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's table of Tailwind's classes, which its first call
 * does (some 15 ms of a phone's main thread). Called in a task of its own
 * before the app starts (web/start.tsx), so that work does not lengthen the
 * task that evaluates the page's code or renders it.
 */
export function prepareClassMerging(): void {
  twMerge('');
}
