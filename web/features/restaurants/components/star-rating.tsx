import { Star } from 'lucide-react';
import { STAR_RATING_MAX } from '@domain/limits';
import { cn } from '@web/lib/cn';

/**
 * Five stars, `filled` of them filled. With a `label` the row is one image
 * with that name; without, it is decoration next to a written value.
 */
export function StarRating({ filled, label, className }: { filled: number; label?: string; className?: string }) {
  const a11y = label ? ({ role: 'img', 'aria-label': label } as const) : ({ 'aria-hidden': true } as const);
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} {...a11y}>
      {Array.from({ length: STAR_RATING_MAX }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          data-state={index < filled ? 'filled' : 'empty'}
          className={cn('size-4', index < filled ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-stone-400')}
        />
      ))}
    </span>
  );
}
