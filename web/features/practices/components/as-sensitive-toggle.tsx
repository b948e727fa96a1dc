// The restaurant page's 'recensioni di persone sensibili quanto me': a switch
// with its own count that shows only the reviews from people who share a
// level at least the viewer's for one of the viewer's allergens; and the
// shared levels each review card shows.
import { useId, useMemo, useState } from 'react';
import { useDrawnInSlices } from '@web/lib/use-drawn-in-slices';
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
 * Kept as one object while the two queries' answers stand still: the
 * restaurant's page compares it by reference (restaurant-detail-page.tsx), so
 * an answer redraws the page in slices, not in one task.
 */
export function useReviewSensitivity(restaurantId: string, viewerHasAllergens: boolean): ReviewSensitivity {
  const summary = useDrawnInSlices(useRestaurantSensitivity(restaurantId).data);
  const [isOnly, setOnly] = useState(false);
  const only = useDrawnInSlices(useAsSensitiveReviews(restaurantId, AS_SENSITIVE_REVIEWS_SHOWN, { enabled: isOnly && viewerHasAllergens }).data);
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
