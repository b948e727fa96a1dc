// On a review card: how sensitive its author is to the allergens the review
// is tagged with, only when the author chose to show it.
import { allergenDisplayName } from '@domain/allergens';
import { sensitivityMessages as messages } from '@domain/i18n/it/sensitivity';
import { sensitivityLabel, type ReviewerLevel } from '@domain/sensitivity';

export function ReviewerLevels({ levels }: { levels: readonly ReviewerLevel[] | undefined }) {
  if (!levels || levels.length === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-1.5 text-sm" data-testid="reviewer-levels">
      <span className="font-medium">{messages.reviewerLevelsLabel}:</span>
      {levels.map((entry) => (
        <span key={entry.allergen} className="rounded-full bg-muted px-2.5 py-0.5">
          {messages.reviewerLevel(allergenDisplayName(entry.allergen), sensitivityLabel(entry.level))}
        </span>
      ))}
    </p>
  );
}
