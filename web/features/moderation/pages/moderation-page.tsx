// /moderation: the queue of open reports grouped by item, the item in context,
// the reporters' texts, earlier actions, open appeals, the burst flags with
// their evidence (an account's contributions set aside from here), the accounts
// set aside (reinstated from here) and the users suspended now (lifted from here). Staff only: the
// server answers 403 to everybody else, and this page then shows the 404 page.
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from '@web/lib/toast';
import { it } from '@domain/i18n/it';
import { ACTIONS_BY_TARGET, isRestrictive, SUSPENSION_PERIODS, type ActionTarget, type ModerationActionKind, type SuspensionPeriod } from '@domain/moderation';
import { Label } from '@web/components/ui/label';
import { paths } from '@web/app/paths';
import NotFoundPage from '@web/app/not-found-page';
import { PageLoading } from '@web/app/page-loading';
import { Button } from '@web/components/ui/button';
import { isApiError } from '@web/lib/api-client';
import { useSession } from '@web/lib/auth/session';
import { SignInRedirect } from '@web/lib/auth/sign-in-redirect';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useDecideAppeal, useMyRole, useQueue, useTakeAction, type ModeratedItem, type ModerationAction, type Queue } from '../api/moderation-api';
import { ActionReasonFields, useActionReason } from '../components/action-reason';
import { interfaceLocale } from '@domain/i18n/format';

const messages = it.moderation;

const showError = (error: unknown) => toast.error(isApiError(error) ? error.message : it.errors.internal_error);

export default function ModerationPage() {
  useDocumentTitle(messages.pageTitle);
  const { user, loading } = useSession();
  const role = useMyRole(user?.id);
  const isStaff = Boolean(role.data?.role);
  const queue = useQueue(isStaff);
  if (loading || role.isLoading) return <PageLoading />;
  if (!user) return <SignInRedirect />;
  if (!isStaff) return <NotFoundPage />;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-6">
      <h1 className="text-2xl font-bold tracking-tight">{messages.pageTitle}</h1>
      <QueueSection id="moderation-reports" title={messages.reportsTitle} empty={messages.queueEmpty} entries={queue.data?.items}>
        {(entry) => (
          <li key={`${entry.target_type}:${entry.target_id}`}>
            <ReportedItem entry={entry} />
          </li>
        )}
      </QueueSection>
      <QueueSection id="moderation-appeals" title={messages.appealsTitle} empty={messages.appealsEmpty} entries={queue.data?.appeals}>
        {(appeal) => (
          <li key={appeal.id}>
            <AppealCard appeal={appeal} />
          </li>
        )}
      </QueueSection>
      <QueueSection id="moderation-bursts" title={messages.burstsTitle} empty={messages.burstsEmpty} entries={queue.data?.bursts}>
        {(burst) => (
          <li key={`${burst.kind}:${burst.user_id}:${burst.restaurant_id}`}>
            <BurstCard burst={burst} />
          </li>
        )}
      </QueueSection>
      <QueueSection id="moderation-set-aside" title={messages.setAsideTitle} empty={messages.setAsideEmpty} entries={queue.data?.set_aside}>
        {(entry) => (
          <li key={entry.action.id}>
            <SetAsideAccount entry={entry} />
          </li>
        )}
      </QueueSection>
      <QueueSection id="moderation-suspensions" title={messages.suspensionsTitle} empty={messages.suspensionsEmpty} entries={queue.data?.suspensions}>
        {(suspension) => (
          <li key={suspension.user_id}>
            <SuspendedUser suspension={suspension} />
          </li>
        )}
      </QueueSection>
    </div>
  );
}

function QueueSection<T>({
  id,
  title,
  empty,
  entries,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  entries: T[] | undefined;
  children: (entry: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {entries?.length === 0 && <p>{empty}</p>}
      <ul className="flex flex-col gap-4">{entries?.map(children)}</ul>
    </section>
  );
}

function ItemContext({ type, item }: { type: ActionTarget; item: ModeratedItem | null }) {
  if (!item) return <p className="text-muted-foreground">{messages.targetNotFound}</p>;
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm text-muted-foreground">
        {messages.targetLabels[type]}
        {item.owner_nickname ? ` · ${item.owner_nickname}` : ''}
        {item.restaurant_id && item.restaurant_name && (
          <>
            {' · '}
            <Link className="text-primary underline underline-offset-4" to={paths.restaurantDetail(item.restaurant_id)}>
              {item.restaurant_name}
            </Link>
          </>
        )}
        {item.hidden && ` · ${messages.hiddenBadge}`}
        {item.locked && ` · ${messages.lockedBadge}`}
      </p>
      {type === 'photo' && item.hidden ? (
        <p className="text-sm text-muted-foreground">{messages.hiddenPhoto}</p>
      ) : type === 'photo' && item.text ? (
        <img src={item.text} alt={messages.targetLabels.photo} className="max-h-48 w-fit rounded-lg" />
      ) : (
        item.text && <blockquote className="border-l-4 border-border pl-3 break-words whitespace-pre-line">{item.text}</blockquote>
      )}
    </div>
  );
}

function History({ actions }: { actions: ModerationAction[] }) {
  return (
    <div className="text-sm">
      <h4 className="font-medium">{messages.historyTitle}</h4>
      {actions.length === 0 ? (
        <p className="text-muted-foreground">{messages.historyEmpty}</p>
      ) : (
        <ul className="list-disc pl-5">
          {actions.map((action) => (
            <li key={action.id}>
              <time dateTime={action.created_at}>{new Date(action.created_at).toLocaleString(interfaceLocale())}</time> · {messages.targetLabels[action.target_type]}:{' '}
              {messages.actions[action.action]} — {action.reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const periodOf = (value: string): SuspensionPeriod | null => SUSPENSION_PERIODS.find((period) => String(period) === value) ?? null;

function ReportedItem({ entry }: { entry: Queue['items'][number] }) {
  const takeAction = useTakeAction();
  const reason = useActionReason();
  const [period, setPeriod] = useState<SuspensionPeriod | null>(null);
  const periodId = useId();
  const act = (action: ModerationActionKind, target: ActionTarget = entry.target_type, targetId = entry.target_id) => {
    if (!reason.validate(isRestrictive(action))) return;
    if (action === 'suspend' && period === null) {
      reason.setError(messages.suspensionPeriodRequired);
      return;
    }
    const suspension = action !== 'suspend' ? {} : period === 'indefinite' ? { indefinite: true } : { days: period! };
    // The promise, not mutate's callbacks: the queue refetched after a decision
    // drops this item, and callbacks of an unmounted mutation never run.
    takeAction
      .mutateAsync({ target_type: target, target_id: targetId, action, ...reason.values(), ...suspension })
      .then(() => toast.success(messages.actionDone(action)), showError);
  };
  const actions = ACTIONS_BY_TARGET[entry.target_type].filter((action) => action !== 'revert' && (action !== 'restore' || entry.item?.hidden));
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4" data-testid="moderation-item" aria-label={messages.targetLabels[entry.target_type]}>
      <ItemContext type={entry.target_type} item={entry.item} />
      <div>
        <h3 className="font-medium">{messages.reportCount(entry.reports.length)}</h3>
        <ul className="list-disc pl-5 text-sm">
          {entry.reports.map((report) => (
            <li key={report.id}>
              {messages.reasons[report.reason]}
              {report.details && `: ${report.details}`}
            </li>
          ))}
        </ul>
      </div>
      <History actions={entry.history} />
      <ActionReasonFields state={reason} />
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button key={action} type="button" variant={action === 'hide' ? 'destructive' : 'outline'} disabled={takeAction.isPending} onClick={() => act(action)}>
            {messages.actions[action]}
          </Button>
        ))}
      </div>
      {entry.item?.owner_id && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-2">
            <Label htmlFor={periodId}>{messages.suspensionPeriodLabel}</Label>
            <select
              id={periodId}
              value={period === null ? '' : String(period)}
              onChange={(event) => setPeriod(periodOf(event.target.value))}
              className="min-h-11 rounded-md border border-input bg-background px-3 text-sm"
            >
              <option value="">—</option>
              {SUSPENSION_PERIODS.map((value) => (
                <option key={value} value={String(value)}>
                  {messages.suspensionPeriods[value]}
                </option>
              ))}
            </select>
          </div>
          <Button type="button" variant="outline" disabled={takeAction.isPending} onClick={() => act('suspend', 'user', entry.item!.owner_id!)}>
            {messages.suspendAuthor}
          </Button>
        </div>
      )}
    </article>
  );
}

/** Lifting what weighs on an account (a suspension, a set-aside): a reason for the record, and nobody is told. */
function useLift(action: 'unsuspend' | 'reinstate', userId: string) {
  const takeAction = useTakeAction();
  const reason = useActionReason();
  const lift = () => {
    if (!reason.validate(false)) return;
    takeAction
      .mutateAsync({ target_type: 'user', target_id: userId, action, reason: reason.values().reason })
      .then(() => toast.success(messages.actionDone(action)), showError);
  };
  return { takeAction, reason, lift };
}

function SuspendedUser({ suspension }: { suspension: Queue['suspensions'][number] }) {
  const { takeAction, reason, lift } = useLift('unsuspend', suspension.user_id);
  const until = suspension.until ? new Date(suspension.until).toLocaleString(interfaceLocale()) : null;
  return (
    <article
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4"
      data-testid="moderation-suspension"
      aria-label={suspension.nickname ?? messages.targetLabels.user}
    >
      <p className="font-medium">
        {suspension.nickname ?? messages.targetLabels.user} · {messages.suspendedUntil(suspension.indefinite ? null : until)}
      </p>
      {suspension.action ? (
        <p className="text-sm">
          {messages.suspendedBy(suspension.moderator_nickname, new Date(suspension.action.created_at).toLocaleString(interfaceLocale()))} — {suspension.action.reason}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">{messages.suspendedWithoutAction}</p>
      )}
      <ActionReasonFields state={reason} withRule={false} reasonLabel={messages.reasonForRecord} />
      <Button type="button" variant="outline" className="self-start" disabled={takeAction.isPending} onClick={lift}>
        {messages.actions.unsuspend}
      </Button>
    </article>
  );
}

function AppealCard({ appeal }: { appeal: Queue['appeals'][number] }) {
  const decide = useDecideAppeal();
  const reason = useActionReason();
  const submit = (decision: 'upheld' | 'reversed') => {
    if (!reason.validate(false)) return;
    decide.mutateAsync({ appealId: appeal.id, decision, reason: reason.values().reason }).then(() => toast.success(messages.appealStatus[decision]), showError);
  };
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4" data-testid="moderation-appeal" aria-label={messages.appealsTitle}>
      <ItemContext type={appeal.action.target_type} item={appeal.item} />
      <p className="text-sm">
        {messages.actions[appeal.action.action]} — {appeal.action.reason}
      </p>
      <blockquote className="border-l-4 border-border pl-3 break-words whitespace-pre-line">{appeal.text}</blockquote>
      <ActionReasonFields state={reason} withRule={false} />
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={decide.isPending} onClick={() => submit('reversed')}>
          {messages.decideReverse}
        </Button>
        <Button type="button" variant="outline" disabled={decide.isPending} onClick={() => submit('upheld')}>
          {messages.decideUphold}
        </Button>
      </div>
    </article>
  );
}

const when = (iso: string) => new Date(iso).toLocaleString(interfaceLocale());

function BurstCard({ burst }: { burst: Queue['bursts'][number] }) {
  const takeAction = useTakeAction();
  const reason = useActionReason();
  const who = burst.nickname ?? messages.targetLabels.user;
  const setAside = () => {
    if (!reason.validate(true)) return;
    takeAction
      .mutateAsync({ target_type: 'user', target_id: burst.user_id, action: 'set_aside', ...reason.values() })
      .then(() => toast.success(messages.actionDone('set_aside')), showError);
  };
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4" data-testid="moderation-burst" aria-label={`${messages.burstKinds[burst.kind]}: ${who}`}>
      <p className="font-medium">
        {messages.burstKinds[burst.kind]} · {who} ·{' '}
        <Link className="text-primary underline underline-offset-4" to={paths.restaurantDetail(burst.restaurant_id)}>
          {burst.restaurant_name}
        </Link>
      </p>
      <p className="text-sm text-muted-foreground">{messages.accountCreated(when(burst.account_created_at))}</p>
      <ul className="list-disc pl-5 text-sm" aria-label={messages.burstEvidence}>
        {burst.contributions.map((contribution, index) => (
          <li key={index}>
            <time dateTime={contribution.at}>{when(contribution.at)}</time> · {messages.contributionKinds[contribution.kind]}
          </li>
        ))}
      </ul>
      <ActionReasonFields state={reason} />
      <Button type="button" variant="destructive" className="self-start" disabled={takeAction.isPending} onClick={setAside}>
        {messages.actions.set_aside}
      </Button>
    </article>
  );
}

function SetAsideAccount({ entry }: { entry: Queue['set_aside'][number] }) {
  const { takeAction, reason, lift: reinstate } = useLift('reinstate', entry.action.target_id);
  const counts = entry.action.details.counts as Record<'reviews' | 'incidents' | 'practice_stances' | 'status_claims', number> | undefined;
  return (
    <article
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4"
      data-testid="moderation-set-aside"
      aria-label={entry.nickname ?? messages.targetLabels.user}
    >
      <p className="font-medium">
        {entry.nickname ?? messages.targetLabels.user} · {messages.suspendedBy(null, when(entry.action.created_at))} — {entry.action.reason}
      </p>
      {counts && <p className="text-sm">{messages.setAsideCounts(counts.reviews, counts.incidents, counts.practice_stances, counts.status_claims)}</p>}
      <ActionReasonFields state={reason} withRule={false} reasonLabel={messages.reasonForRecord} />
      <Button type="button" variant="outline" className="self-start" disabled={takeAction.isPending} onClick={reinstate}>
        {messages.actions.reinstate}
      </Button>
    </article>
  );
}
