import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

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
