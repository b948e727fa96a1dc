import { Check } from 'lucide-react';
import { allergenDisplayName } from '@domain/allergens';
import { it } from '@domain/i18n/it';
import { cn } from '@web/lib/cn';
import type { CatalogueAllergen } from '../api/get-allergen-catalogue';

const tileClassName = (isSelected: boolean) =>
  cn(
    'flex min-h-20 w-full flex-col items-center justify-center gap-1 rounded-lg border p-3 text-center text-sm font-medium',
    isSelected ? 'border-primary bg-secondary text-secondary-foreground' : 'border-border bg-card text-foreground',
  );

/** One allergen: a toggle button in edit mode, a plain tile otherwise. */
export function AllergenTile({
  allergen,
  isSelected,
  isEditing,
  onToggle,
}: {
  allergen: CatalogueAllergen;
  isSelected: boolean;
  isEditing: boolean;
  onToggle: (allergenId: string) => void;
}) {
  const content = (
    <>
      <span aria-hidden="true" className="text-2xl leading-none">
        {allergen.emoji}
      </span>
      <span>{allergenDisplayName(allergen.name)}</span>
    </>
  );
  if (!isEditing) {
    return (
      <div className={cn(tileClassName(isSelected), 'relative', !isSelected && 'text-muted-foreground')}>
        {content}
        {isSelected && (
          <>
            <Check className="absolute top-1.5 right-1.5 size-4 text-primary" aria-hidden="true" />
            <span className="sr-only">{it.common.selected}</span>
          </>
        )}
      </div>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={isSelected}
      onClick={() => onToggle(allergen.id)}
      className={cn(
        tileClassName(isSelected),
        'relative cursor-pointer transition-colors outline-hidden hover:border-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
      )}
    >
      {content}
      {isSelected && <Check className="absolute top-1.5 right-1.5 size-4 text-primary" aria-hidden="true" />}
    </button>
  );
}
