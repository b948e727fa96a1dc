import { cn } from '@web/lib/cn';

// The dialogs' look, apart from Radix: the location prompt is a native <dialog>
// on the list pages, which must not load Radix's dialog machinery for a class name.
export const overlayClassName = 'fixed inset-0 z-50 bg-stone-950/50 data-[state=open]:animate-fade-in';

export const dialogContentClassName = cn(
  'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4',
  'max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-xl border border-border bg-card p-6 text-card-foreground shadow-lg outline-hidden',
  'data-[state=open]:animate-scale-in',
);
