// 'Filtra per pratica' on the restaurant list: one toggle per practice; a
// pressed one becomes a chip like the other filters and lives in the URL. The
// rule of what it selects is said under the toggles.
import { practicesMessages as messages } from '@domain/i18n/it/practices';
import { PRACTICE_KEYS, practiceText, type PracticeKey } from '@domain/practices';
import { cn } from '@web/lib/cn';

export function PracticeFilter({
  selected,
  onToggle,
}: {
  selected: readonly PracticeKey[];
  onToggle: (practice: PracticeKey, isSelected: boolean) => void;
}) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium">{messages.filterTitle}</summary>
      <div role="group" aria-label={messages.filterTitle} className="mt-2 flex flex-wrap gap-2">
        {PRACTICE_KEYS.map((practice) => {
          const isSelected = selected.includes(practice);
          return (
            <button
              key={practice}
              type="button"
              aria-pressed={isSelected}
              onClick={() => onToggle(practice, !isSelected)}
              className={cn(
                'min-h-9 rounded-full border px-3 py-1 outline-hidden focus-visible:ring-2 focus-visible:ring-ring',
                isSelected ? 'border-primary bg-primary/10 font-medium' : 'border-border bg-card hover:bg-muted',
              )}
            >
              {practiceText(practice).label}
            </button>
          );
        })}
      </div>
      <p className="mt-2 text-muted-foreground" data-testid="practice-filter-rule">
        {messages.filterRule}
      </p>
    </details>
  );
}
