// 'Chiuso definitivamente' / 'Nuova gestione dal …' as users confirmed it,
// always marked as reported by users and not verified
// (docs/product.md#closed-or-new-management). `compact` for list rows, map
// popups and /saved.
import { Ban, RefreshCw } from 'lucide-react';
import { venueStatusMessages as messages } from '@domain/i18n/it/venue-status';
import { venueStatusLabel, type ConfirmedVenueStatus } from '@domain/venue-status';
import { cn } from '@web/lib/cn';

export function VenueStatusNotice({ status, compact = false }: { status: ConfirmedVenueStatus | null; compact?: boolean }) {
  if (status === null) return null;
  const Icon = status.status === 'closed' ? Ban : RefreshCw;
  return (
    <div
      role="note"
      data-testid="venue-status"
      data-status={status.status}
      className={cn(
        'flex items-start gap-2 rounded-lg border',
        status.status === 'closed'
          ? 'border-zinc-700/50 bg-zinc-100 text-zinc-950 dark:bg-zinc-800 dark:text-zinc-50'
          : 'border-amber-800/40 bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-50',
        compact ? 'px-2 py-1 text-xs' : 'p-3 text-sm',
      )}
    >
      <Icon className={cn('mt-0.5 shrink-0', compact ? 'size-3.5' : 'size-4')} aria-hidden="true" />
      <p>
        <span className="font-semibold">{venueStatusLabel(status)}</span> <span>({messages.disclaimer})</span>
      </p>
    </div>
  );
}
