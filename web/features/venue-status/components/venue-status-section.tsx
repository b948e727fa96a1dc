// 'Segnala chiusura o cambio gestione' on the restaurant page
// (docs/product.md#closed-or-new-management): the confirmed status with its
// counts and the one-line rule, and the caller's own claim: one of three
// choices (a new management with its date), sent again to change it, or
// withdrawn. The server checks the date again with its own clock.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useDrawnInSlices } from '@web/lib/use-drawn-in-slices';
import { venueStatusMessages as messages } from '@domain/i18n/it/venue-status';
import { addMonths, formatIncidentDay, italianDay } from '@domain/incidents';
import { CHANGE_DATE_ERROR_CODES, VENUE_STATUS_CLAIMS, VENUE_STATUS_DATE_MAX_MONTHS, changeDateProblem, type VenueStatusClaim } from '@domain/venue-status';
import { apiErrorMessage } from '@domain/i18n/it';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { WhoSaidIt } from '@web/components/who-said-it';
import { loadVenueStatusClaims, useSetVenueStatusClaim, useVenueStatus, venueStatusClaimsKey } from '../api/venue-status';
import { VenueStatusNotice } from './venue-status-notice';

/** `reportAction`: the 'Segnala' control of someone else's claim, given by the page that composes this section with moderation. */
export function VenueStatusSection({ restaurantId, reportAction }: { restaurantId: string; reportAction: (claimId: string) => ReactNode }) {
  const titleId = useId();
  const query = useDrawnInSlices(useVenueStatus(restaurantId));
  // Here, not in the form: a saved claim remounts the form (its key), and a
  // mutation's per-call callbacks only run while its component is mounted.
  const mutation = useSetVenueStatusClaim(restaurantId);
  return (
    <Card aria-labelledby={titleId} role="region" data-testid="venue-status-section">
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="text-xl font-semibold">
            {messages.sectionTitle}
          </h2>
          <p className="text-sm text-muted-foreground">{messages.rule}</p>
        </div>
        {query.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : query.isError ? (
          <p role="alert" className="text-sm text-muted-foreground">
            {messages.loadError}
          </p>
        ) : (
          <>
            <VenueStatusNotice status={query.data.status} />
            <p className="text-sm text-muted-foreground" data-testid="venue-status-counts">
              {messages.counts(query.data.counts.closed, query.data.counts.new_management, query.data.counts.open)}
            </p>
            <ClaimForm key={JSON.stringify(query.data.my_claim)} mutation={mutation} myClaim={query.data.my_claim} />
            <WhoSaidIt
              queryKey={venueStatusClaimsKey(restaurantId)}
              load={async (signal) =>
                (await loadVenueStatusClaims(restaurantId, signal)).map((item) => ({
                  id: item.id,
                  nickname: item.nickname,
                  what: messages.claimLine(item.status, item.change_date === null ? null : formatIncidentDay(item.change_date)),
                  at: item.created_at,
                  isOwn: item.is_own,
                }))
              }
              reportAction={reportAction}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

type MyClaim = { status: VenueStatusClaim; change_date: string | null } | null;

function ClaimForm({ mutation, myClaim }: { mutation: ReturnType<typeof useSetVenueStatusClaim>; myClaim: MyClaim }) {
  const formId = useId();
  const [status, setStatus] = useState<VenueStatusClaim | null>(myClaim?.status ?? null);
  // Italy's day, asked only once someone picks a new management or sends: the first time-zone format loads
  // the locale's data, some 15 ms of a phone's main thread in the middle of the page's first render.
  const today = status === 'new_management' ? italianDay(new Date()) : '';
  const [changeDate, setChangeDate] = useState(myClaim?.change_date ?? '');
  const [error, setError] = useState<string | null>(null);
  const errorId = `${formId}-error`;

  const send = (claim: Parameters<typeof mutation.mutate>[0], doneMessage: string) =>
    mutation.mutate(claim, {
      onSuccess: () => toast.success(doneMessage, { id: 'venue-status-saved' }),
      onError: (failure) => setError(failure instanceof ApiError ? failure.message : messages.saveError),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (status === null) {
      setError(messages.claimRequired);
      return;
    }
    const date = status === 'new_management' ? changeDate : null;
    const problem = changeDateProblem(status, date === '' ? null : date, italianDay(new Date()));
    if (problem !== null) {
      setError(apiErrorMessage(CHANGE_DATE_ERROR_CODES[problem]));
      return;
    }
    setError(null);
    send({ status, change_date: date === '' ? null : date }, messages.saved);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" data-testid="venue-status-form">
      {myClaim && <p className="text-sm font-medium">{messages.yourClaim(messages.claims[myClaim.status])}</p>}
      <fieldset className="flex flex-col gap-1" aria-describedby={error ? errorId : undefined}>
        <legend className="mb-1 text-sm font-medium">{messages.claimLabel}</legend>
        {VENUE_STATUS_CLAIMS.map((claim) => (
          <label key={claim} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${formId}-claim`}
              className="size-4 accent-primary"
              checked={status === claim}
              onChange={() => setStatus(claim)}
            />
            {messages.claims[claim]}
          </label>
        ))}
      </fieldset>
      {status === 'new_management' && (
        <div className="flex flex-col gap-2">
          <label htmlFor={`${formId}-date`} className="text-sm font-medium">
            {messages.changeDateLabel} *
          </label>
          <Input
            id={`${formId}-date`}
            type="date"
            min={addMonths(today, -VENUE_STATUS_DATE_MAX_MONTHS)}
            max={today}
            value={changeDate}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setChangeDate(event.target.value)}
          />
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? messages.submitting : messages.submit}
        </Button>
        {myClaim && (
          <Button type="button" variant="outline" disabled={mutation.isPending} onClick={() => send(null, messages.withdrawn)}>
            {messages.withdraw}
          </Button>
        )}
      </div>
    </form>
  );
}
