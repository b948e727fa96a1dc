// The restaurant page's 'recensioni di persone sensibili quanto me': a switch
// with its own count that shows only the reviews from people who share a
// level at least the viewer's for one of the viewer's allergens; and the
// shared levels each review card shows.
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { sensitivityMessages as messages } from '@domain/i18n/it/sensitivity';
import type { ReviewItem } from '@domain/restaurants';
import type { ReviewerLevel } from '@domain/sensitivity';
import { useAsSensitiveReviews, useRestaurantSensitivity } from '../api/sensitivity';

/** Reviews asked for at once when only those from people as sensitive as the viewer are shown. */
const AS_SENSITIVE_REVIEWS_SHOWN = 100;

export type ReviewSensitivity = {
  /** undefined until known, or when the viewer has no allergens (nothing to compare with). */
  count: number | undefined;
  isOnly: boolean;
  setOnly: (value: boolean) => void;
  /** The reviews to show instead of the page's, while the switch is on. */
  reviews: ReviewItem[] | undefined;
  emptyText: string;
  levelsOf: (reviewId: string) => ReviewerLevel[] | undefined;
};

/**
 * Read from deferred copies of the two queries and kept as one object while
 * they stand still: an answer arriving redraws the restaurant's page in short
 * slices (a transition), not in one long task; the page's sections compare it
 * by reference (restaurant-detail-page.tsx).
 */
export function useReviewSensitivity(restaurantId: string, viewerHasAllergens: boolean): ReviewSensitivity {
  const summary = useDeferredValue(useRestaurantSensitivity(restaurantId).data);
  const [isOnly, setOnly] = useState(false);
  const only = useDeferredValue(useAsSensitiveReviews(restaurantId, AS_SENSITIVE_REVIEWS_SHOWN, { enabled: isOnly && viewerHasAllergens }).data);
  return useMemo(() => {
    const levels = new Map((summary?.reviewer_levels ?? []).map((entry) => [entry.review_id, entry.levels]));
    return {
      count: viewerHasAllergens ? summary?.as_sensitive_count : undefined,
      isOnly,
      setOnly,
      reviews: isOnly && viewerHasAllergens ? only?.items : undefined,
      emptyText: messages.asSensitiveEmpty,
      levelsOf: (reviewId) => levels.get(reviewId),
    };
  }, [summary, only, isOnly, viewerHasAllergens]);
}

export function AsSensitiveToggle({ sensitivity }: { sensitivity: ReviewSensitivity }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={sensitivity.isOnly}
        onChange={(event) => sensitivity.setOnly(event.target.checked)}
        className="size-4 accent-primary"
      />
      <label htmlFor={id} className="text-sm font-medium">
        {messages.onlyAsSensitiveCount(sensitivity.count ?? 0)}
      </label>
    </div>
  );
}
