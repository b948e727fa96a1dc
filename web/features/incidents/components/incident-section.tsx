// The restaurant page's reaction reports: 'Segnala una reazione' (a dialog
// with the form), and the reports with the reporter's nickname, like reviews;
// the reporter edits or withdraws their own, anyone else reports it ('Segnala').
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { REPORT_REACTION_PARAM, REPORT_REACTION_VALUE } from '@web/app/paths';
import { useDrawnInSlices } from '@web/lib/use-drawn-in-slices';
import { Pencil, Trash2, TriangleAlert } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { allergenDisplayName } from '@domain/allergens';
import { it } from '@domain/i18n/it';
import { formatIncidentDay, italianDay, type IncidentClosure, type IncidentReportItem } from '@domain/incidents';
import type { IncidentFormValues } from '@domain/schemas/incidents';
import { compareItalian } from '@domain/sort';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Button } from '@web/components/ui/button';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@web/lib/api-client';
import { useSession } from '@web/lib/auth/session';
import { useHasOpened } from '@web/lib/use-has-opened';
import { useUserAllergens } from '@web/lib/user-allergens';
import { useIncidents, useSaveIncident, useWithdrawIncident } from '../api/incidents';
import type { CatalogueAllergen } from './incident-form';
import type { IncidentEditing } from './incident-form-dialog';

// Loaded when the form is first opened: Radix's dialog and the form with its schema (zod) are not part of drawing a restaurant's page.
const loadIncidentFormDialog = () => import('./incident-form-dialog');
const IncidentFormDialog = lazy(() => loadIncidentFormDialog().then((module) => ({ default: module.IncidentFormDialog })));

const messages = it.incidents;

const sortedNames = (allergens: { name: string }[]) =>
  allergens
    .map((allergen) => allergenDisplayName(allergen.name))
    .sort(compareItalian)
    .join(', ');

function useCatalogue() {
  return useQuery({
    queryKey: ['allergens', 'catalogue', 'incidents'],
    queryFn: () => apiFetch<CatalogueAllergen[]>('/rest/v1/allergens'),
    select: (rows) => [...rows].sort((a, b) => compareItalian(allergenDisplayName(a.name), allergenDisplayName(b.name))),
    staleTime: 60 * 60_000,
  });
}

/** A new report: nothing ticked, today's meal. */
const newReport = (): IncidentEditing => ({ id: null, initial: { allergen_ids: [], meal_date: italianDay(new Date()), dishes: '', details: '' } });

/**
 * `reportAction`: the 'Segnala' control of another person's report, given by
 * the page that composes this section with moderation.
 */
export function IncidentSection({ restaurantId, reportAction }: { restaurantId: string; reportAction: (reportId: string) => ReactNode }) {
  const titleId = useId();
  const { user } = useSession();
  const incidents = useDrawnInSlices(useIncidents(restaurantId));
  const catalogue = useDrawnInSlices(useCatalogue());
  const own = useDrawnInSlices(useUserAllergens(user?.id));
  const save = useSaveIncident();
  const withdraw = useWithdrawIncident();
  const [editing, setEditing] = useState<IncidentEditing>(null);
  const hasOpenedForm = useHasOpened(editing !== null);
  const [withdrawing, setWithdrawing] = useState<IncidentReportItem | null>(null);

  const startNew = () => setEditing(newReport());
  // 'Sì' to the review form's 'Hai avuto una reazione?' lands here with ?segnala=reazione: the form opens
  // once the catalogue is there, and the parameter goes, so a reload or Back does not open it again.
  const [searchParams, setSearchParams] = useSearchParams();
  const asksForReport = searchParams.get(REPORT_REACTION_PARAM) === REPORT_REACTION_VALUE;
  const isCatalogueReady = catalogue.data !== undefined;
  useEffect(() => {
    if (!asksForReport || !isCatalogueReady) return;
    void loadIncidentFormDialog();
    setEditing(newReport());
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(REPORT_REACTION_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [asksForReport, isCatalogueReady, setSearchParams]);
  const startEdit = (report: IncidentReportItem) =>
    setEditing({
      id: report.id,
      initial: {
        allergen_ids: report.allergens.map((a) => a.id),
        severity: report.severity,
        meal_date: report.meal_date,
        dishes: report.dishes ?? '',
        staff_informed: report.staff_informed,
        details: report.details ?? '',
      },
    });

  const submit = (values: IncidentFormValues) => {
    if (!editing) return;
    save.mutate(
      { restaurantId, id: editing.id, values },
      {
        onSuccess: () => {
          toast.success(editing.id === null ? messages.created : messages.updated);
          setEditing(null);
        },
        onError: (error) => toast.error(messages.saveError, { description: isApiError(error) ? error.message : undefined }),
      },
    );
  };

  const items = incidents.data?.items ?? [];
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3" data-testid="incident-section">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-xl font-semibold">
          {messages.listTitle}
        </h2>
        <Button
          variant="outline"
          onPointerEnter={() => void loadIncidentFormDialog()}
          onFocus={() => void loadIncidentFormDialog()}
          onClick={startNew}
          disabled={!catalogue.data}
        >
          <TriangleAlert aria-hidden="true" />
          {messages.reportAction}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{messages.closingRule}</p>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{messages.listEmpty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((report) => (
            <li key={report.id}>
              <IncidentCard
                report={report}
                onEdit={() => startEdit(report)}
                onWithdraw={() => setWithdrawing(report)}
                reportAction={reportAction}
              />
            </li>
          ))}
        </ul>
      )}

      {hasOpenedForm && (
        <Suspense fallback={null}>
          <IncidentFormDialog
            editing={editing}
            allergens={catalogue.data}
            ownAllergenIds={own.data ?? []}
            isSaving={save.isPending}
            onSubmit={submit}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}

      <ConfirmDialog
        isOpen={withdrawing !== null}
        title={messages.withdrawConfirmTitle}
        description={messages.withdrawConfirm}
        confirmLabel={messages.withdraw}
        cancelLabel={messages.cancel}
        isPending={withdraw.isPending}
        onCancel={() => setWithdrawing(null)}
        onConfirm={() => {
          if (!withdrawing) return;
          withdraw.mutate(
            { id: withdrawing.id, restaurantId },
            {
              onSuccess: () => toast.success(messages.withdrawn),
              onError: () => toast.error(messages.withdrawError),
              onSettled: () => setWithdrawing(null),
            },
          );
        }}
      />
    </section>
  );
}

function IncidentCard({
  report,
  onEdit,
  onWithdraw,
  reportAction,
}: {
  report: IncidentReportItem;
  onEdit: () => void;
  onWithdraw: () => void;
  reportAction: (reportId: string) => ReactNode;
}) {
  const authorId = useId();
  return (
    <article
      aria-labelledby={authorId}
      data-testid="incident-card"
      className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4 text-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={authorId} className="font-semibold">
          {report.is_own ? messages.yourReport : report.nickname?.trim() || messages.anonymous}
        </h3>
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium">{report.is_open ? messages.open : messages.closed}</span>
      </div>
      <p className="text-xs text-muted-foreground">{messages.alertDisclaimer}</p>
      {report.closure && <p data-testid="incident-closure">{closureText(report.closure)}</p>}
      <p>
        <span className="font-medium">{messages.severityLabel}:</span> {messages.severities[report.severity]}
      </p>
      <p>
        <span className="font-medium">{messages.allergensLabel}:</span> {sortedNames(report.allergens)}
      </p>
      <p>{messages.mealOn(formatIncidentDay(report.meal_date))}</p>
      {report.dishes && <p className="break-words">{messages.dishes(report.dishes)}</p>}
      <p>{messages.staffInformed(report.staff_informed)}</p>
      {report.details && <p className="break-words whitespace-pre-line">{report.details}</p>}
      {!report.is_own && (
        <div>
          {reportAction(report.id)}
        </div>
      )}
      {report.is_own && (
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={onEdit}>
            <Pencil aria-hidden="true" />
            {messages.edit}
          </Button>
          <Button size="sm" variant="outline" onClick={onWithdraw}>
            <Trash2 aria-hidden="true" />
            {messages.withdraw}
          </Button>
        </div>
      )}
    </article>
  );
}

/** Why and when a report closed, in one line. */
function closureText(closure: IncidentClosure): string {
  const date = closure.date ? formatIncidentDay(closure.date) : '';
  if (closure.reason === 'moderator') return messages.closedByModerator(date, closure.note ?? '');
  if (closure.reason === 'expired') return messages.closedExpired(date);
  return messages.closedByEvidence(date);
}
