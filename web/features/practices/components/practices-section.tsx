// 'Cosa fa il locale' on the restaurant page (docs/product.md#practices): each
// practice with its label, explanation, 'N conferme · M contestazioni · ultima
// conferma {relativa}', greyed 'da verificare' without a confirmation in six
// months, 'confermata' with two people, AIC membership and '100% senza
// glutine' as 'dichiarato dagli utenti' or 'Verificato il {data}' (with a
// moderator's form for it), and the caller's own Confermo / Contesto (pressed
// again: withdrawn). Folded under its title and a count: on a phone the seven
// practices pushed a restaurant's reviews three screens down (#41); it opens
// from its button, or when a link to its anchor ('In questa pagina') is followed.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useDrawnInSlices } from '@web/lib/use-drawn-in-slices';
import { Check, ChevronDown, X } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { practicesMessages as messages } from '@domain/i18n/it/practices';
import { formatIncidentDay } from '@domain/incidents';
import { isVerifiablePractice, practiceText, type PracticeStance, type PracticeSummary } from '@domain/practices';
import { timeAgo } from '@domain/recency';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { WhoSaidIt } from '@web/components/who-said-it';
import { loadPracticeStances, practiceStancesKey, usePractices, useSetPracticeStance, useVerifyPractice, type StanceChange } from '../api/practices';
import { PracticeVerificationForm } from './practice-verification-form';

/**
 * `reportAction`: the 'Segnala' control of someone else's stance, given by the page that composes this section with moderation.
 * `anchor`: the id the page gives the section's place; following a link to it opens the section.
 */
export function PracticesSection({
  restaurantId,
  anchor,
  reportAction,
}: {
  restaurantId: string;
  anchor: string;
  reportAction: (stanceId: string) => ReactNode;
}) {
  const titleId = useId();
  const bodyId = useId();
  const { hash } = useLocation();
  const isLinkedTo = hash === `#${anchor}`;
  const [isOpen, setOpen] = useState(isLinkedTo);
  useEffect(() => {
    if (isLinkedTo) setOpen(true);
  }, [isLinkedTo]);
  // Asked for folded too: the title's count needs it, and opening shows the list at once.
  const query = useDrawnInSlices(usePractices(restaurantId));
  const setStance = useSetPracticeStance(restaurantId);
  // Here, not in the form: a saved verification remounts the form (its key), and a
  // mutation's per-call callbacks only run while its component is mounted.
  const verify = useVerifyPractice(restaurantId);
  const change = (next: StanceChange) =>
    setStance.mutate(next, { onError: () => toast.error(messages.saveFailed, { id: 'practice-stance-error' }) });
  const items = query.data?.items;

  return (
    <Card aria-labelledby={titleId} role="region" data-testid="practices">
      <CardContent className="flex flex-col gap-4">
        <h2 id={titleId} className="text-xl font-semibold">
          <button
            type="button"
            aria-expanded={isOpen}
            aria-controls={bodyId}
            onClick={() => setOpen((open) => !open)}
            className="flex min-h-11 w-full items-center justify-between gap-3 rounded-md text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
          >
            <span className="flex flex-col gap-0.5">
              {messages.sectionTitle}
              {items && (
                <span className="text-sm font-normal text-muted-foreground" data-testid="practices-count">
                  {messages.foldCount(items.length, items.filter((item) => item.is_confirmed).length)}
                </span>
              )}
            </span>
            <ChevronDown aria-hidden="true" className={cn('size-5 shrink-0 transition-transform', isOpen && 'rotate-180')} />
          </button>
        </h2>
        <div id={bodyId} hidden={!isOpen} className="flex flex-col gap-4">
          {isOpen && (
            <>
              <p className="text-sm text-muted-foreground">{messages.sectionHint}</p>
              {query.isPending ? (
                <Skeleton className="h-40 w-full" />
              ) : query.isError ? (
                <p role="alert" className="text-sm text-muted-foreground">
                  {messages.loadFailed}
                </p>
              ) : (
                <ul className="flex flex-col divide-y divide-border">
                  {query.data.items.map((summary) => (
                    <PracticeItem
                      key={summary.practice}
                      summary={summary}
                      isBusy={setStance.isPending && setStance.variables?.practice === summary.practice}
                      onChange={change}
                      verificationForm={
                        query.data.can_verify && isVerifiablePractice(summary.practice) ? (
                          <PracticeVerificationForm
                            key={JSON.stringify(summary.verification)}
                            practice={summary.practice}
                            verification={summary.verification}
                            mutation={verify}
                          />
                        ) : null
                      }
                    />
                  ))}
                </ul>
              )}
              <WhoSaidIt
                queryKey={practiceStancesKey(restaurantId)}
                load={async (signal) =>
                  (await loadPracticeStances(restaurantId, signal)).map((item) => ({
                    id: item.id,
                    nickname: item.nickname,
                    what: messages.stanceLine(practiceText(item.practice).label, item.stance),
                    at: item.stated_at,
                    isOwn: item.is_own,
                  }))
                }
                reportAction={reportAction}
              />
            </>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function PracticeItem({
  summary,
  isBusy,
  onChange,
  verificationForm,
}: {
  summary: PracticeSummary;
  isBusy: boolean;
  onChange: (change: StanceChange) => void;
  verificationForm: ReactNode;
}) {
  const labelId = useId();
  const text = practiceText(summary.practice);
  const lastConfirmed = summary.last_confirmed_at === null ? null : timeAgo(summary.last_confirmed_at, new Date());
  const verifiedOn = summary.verification === null ? null : formatIncidentDay(summary.verification.verified_on);
  const press = (stance: PracticeStance) =>
    onChange({ practice: summary.practice, stance: summary.my_stance === stance ? null : stance });
  return (
    <li
      aria-labelledby={labelId}
      data-testid="practice"
      data-practice={summary.practice}
      data-stale={summary.is_stale}
      data-confirmed={summary.is_confirmed}
      className="flex flex-col gap-2 py-3"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className={cn('flex min-w-0 flex-col gap-0.5', summary.is_stale && 'text-muted-foreground')}>
          <p id={labelId} className="flex flex-wrap items-center gap-2 font-medium">
            {text.label}
            {summary.is_confirmed && (
              <span className="rounded-full border border-primary/40 bg-primary/10 px-2 py-0.5 text-xs font-normal text-foreground">
                {messages.confirmed}
              </span>
            )}
            {summary.verification_status !== null && (
              <span
                className="rounded-full border border-border bg-muted px-2 py-0.5 text-xs font-normal text-foreground"
                data-testid="practice-verification-status"
              >
                {verifiedOn === null ? messages.declaredByUsers : messages.verifiedOn(verifiedOn)}
              </span>
            )}
            {summary.is_stale && (
              <span className="rounded-full border border-border bg-muted px-2 py-0.5 text-xs font-normal">{messages.stale}</span>
            )}
          </p>
          <p className="text-sm text-muted-foreground">{text.explanation}</p>
          <p className="text-sm" data-testid="practice-counts">
            {messages.counts(summary.confirmations, summary.disputes, lastConfirmed)}
          </p>
          {summary.verification_status !== null && (
            <p className="text-sm text-muted-foreground" data-testid="practice-verification-rule">
              {summary.verification === null || verifiedOn === null
                ? messages.declaredByUsersRule
                : messages.verifiedLine(verifiedOn, summary.verification.source)}
            </p>
          )}
        </div>
        <div className="flex shrink-0 gap-2" role="group" aria-labelledby={labelId}>
          <Button
            size="sm"
            variant={summary.my_stance === 'confirm' ? 'default' : 'outline'}
            aria-pressed={summary.my_stance === 'confirm'}
            aria-label={messages.confirmLabel(text.label)}
            disabled={isBusy}
            onClick={() => press('confirm')}
          >
            <Check aria-hidden="true" />
            {messages.confirm}
          </Button>
          <Button
            size="sm"
            variant={summary.my_stance === 'dispute' ? 'default' : 'outline'}
            aria-pressed={summary.my_stance === 'dispute'}
            aria-label={messages.disputeLabel(text.label)}
            disabled={isBusy}
            onClick={() => press('dispute')}
          >
            <X aria-hidden="true" />
            {messages.dispute}
          </Button>
        </div>
      </div>
      {verificationForm}
    </li>
  );
}
