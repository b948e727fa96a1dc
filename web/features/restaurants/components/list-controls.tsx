import { LoaderCircle, RotateCw } from 'lucide-react';
import { it } from '@domain/i18n/it';
import { Button } from '@web/components/ui/button';

/** The list could not be loaded: what happened and a retry. */
export function ListLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-destructive/40 bg-card p-5">
      <p className="font-medium text-destructive">{it.restaurants.loadError}</p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        {it.restaurants.retry}
      </Button>
    </div>
  );
}

/** Adds the next page under the rows ('Visualizza più Locali', 'Mostra altri locali'). */
export function LoadMoreButton({ label, isLoading, onClick }: { label: string; isLoading: boolean; onClick: () => void }) {
  return (
    <Button variant="outline" className="self-center" disabled={isLoading} aria-busy={isLoading} onClick={onClick}>
      {isLoading && <LoaderCircle className="animate-spin" aria-hidden="true" />}
      {label}
    </Button>
  );
}
