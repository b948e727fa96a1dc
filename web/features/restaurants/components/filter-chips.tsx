import { X } from 'lucide-react';
import { it } from '@domain/i18n/it';
import { Button } from '@web/components/ui/button';
import type { FilterChip } from '../list-filters';

const messages = it.restaurants;

/** The active filters as removable chips, and 'Cancella filtri'. */
export function FilterChips({
  chips,
  onRemove,
  onClear,
}: {
  chips: readonly FilterChip[];
  onRemove: (chip: FilterChip) => void;
  onClear: () => void;
}) {
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label={messages.activeFilters} className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => (
          <li
            key={chip.key}
            data-testid="filter-chip"
            className="inline-flex items-center gap-1 rounded-full border border-border bg-secondary py-1 pr-1 pl-3 text-sm text-secondary-foreground"
          >
            <span className="font-medium">{chip.typeLabel}:</span>{' '}
            <span>{chip.label}</span>
            <button
              type="button"
              onClick={() => onRemove(chip)}
              aria-label={messages.removeFilter(`${chip.typeLabel} ${chip.label}`)}
              className="ml-1 inline-flex size-8 items-center justify-center rounded-full outline-hidden hover:bg-secondary-hover focus-visible:ring-2 focus-visible:ring-ring"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <Button type="button" variant="link" size="sm" onClick={onClear}>
        {messages.clearFilters}
      </Button>
    </div>
  );
}
