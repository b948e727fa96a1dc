// 'Reazione segnalata': the alert a restaurant shows while a reaction report is
// open, with the meal date and the allergens, always marked as reported by
// users and not verified. `compact` for list rows and map popups.
import { TriangleAlert } from 'lucide-react';
import { allergenDisplayName } from '@domain/allergens';
import { it } from '@domain/i18n/it';
import { formatIncidentDay, type IncidentAlert } from '@domain/incidents';
import { compareItalian } from '@domain/sort';
import { cn } from '@web/lib/cn';

const messages = it.incidents;

export const alertAllergenNames = (alert: IncidentAlert): string =>
  alert.allergens
    .map((allergen) => allergenDisplayName(allergen.name))
    .sort(compareItalian)
    .join(', ');

export function IncidentAlertNotice({ alert, compact = false }: { alert: IncidentAlert | null; compact?: boolean }) {
  if (alert === null) return null;
  return (
    <div
      role="note"
      data-testid="incident-alert"
      className={cn(
        'flex items-start gap-2 rounded-lg border border-red-800/40 bg-red-50 text-red-950 dark:bg-red-950/40 dark:text-red-50',
        compact ? 'px-2 py-1 text-xs' : 'p-3 text-sm',
      )}
    >
      <TriangleAlert className={cn('mt-0.5 shrink-0', compact ? 'size-3.5' : 'size-4')} aria-hidden="true" />
      <p className="flex flex-col">
        <span className="font-semibold">
          {messages.alertTitle} <span className="font-normal">({messages.alertDisclaimer})</span>
        </span>
        <span>{messages.alertText(formatIncidentDay(alert.meal_date), alertAllergenNames(alert))}</span>
      </p>
    </div>
  );
}
