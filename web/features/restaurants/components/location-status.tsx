import { LoaderCircle, LocateFixed, LocateOff } from 'lucide-react';
import { it } from '@domain/i18n/it';
import { Button } from '@web/components/ui/button';
import type { LocationConsent } from '@web/lib/location-consent';
import type { GeolocationState } from '@web/lib/geolocation';

/**
 * One line on how the list is ordered: by distance once the position is
 * known, alphabetically otherwise, with the reason (the spec's geolocation
 * messages) when the position is missing, and 'Usa la mia posizione' to ask
 * again: 'Non ora' or an earlier refusal is never final.
 */
export function LocationStatus({
  consent,
  state,
  onUseMyPosition,
}: {
  consent: LocationConsent | null;
  state: GeolocationState;
  onUseMyPosition: () => void;
}) {
  let icon = <LocateOff className="size-4 shrink-0" aria-hidden="true" />;
  let reason: string | null = null;
  let order: string | null = it.restaurants.alphabeticalOrder;

  if (state.status === 'loading' || (consent === 'granted' && state.status === 'idle')) {
    icon = <LoaderCircle className="size-4 shrink-0 animate-spin" aria-hidden="true" />;
    reason = it.geolocation.locating;
    order = null;
  } else if (state.status === 'success') {
    icon = <LocateFixed className="size-4 shrink-0 text-primary" aria-hidden="true" />;
    order = it.restaurants.distanceOrder;
  } else if (state.status === 'error') {
    reason = state.message;
  } else if (consent === 'denied') {
    reason = it.geolocation.consentDenied;
  } else {
    // No answer yet: the consent dialog is asking.
    return null;
  }

  const canAskAgain = state.status === 'error' || (consent === 'denied' && state.status === 'idle');
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <p role="status" data-testid="location-status" className="flex items-start gap-2 text-sm text-muted-foreground">
        {icon}
        <span>
          {reason && <span data-testid="location-reason">{reason}</span>}
          {reason && order && ' · '}
          {order}
        </span>
      </p>
      {canAskAgain && (
        <Button type="button" size="sm" variant="outline" onClick={onUseMyPosition}>
          <LocateFixed aria-hidden="true" />
          {it.geolocation.useMyPosition}
        </Button>
      )}
    </div>
  );
}
