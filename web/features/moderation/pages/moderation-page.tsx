// /moderation: the queue of open reports grouped by item, the item in context,
// the reporters' texts, earlier actions, and open appeals. Staff only: the
// server answers 403 to everybody else, and this page then shows the 404 page.
import { Link } from 'react-router';
import { toast } from '@web/lib/toast';
import { it } from '@domain/i18n/it';
import { ACTIONS_BY_TARGET, isRestrictive, type ActionTarget, type ModerationActionKind } from '@domain/moderation';
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
      <section aria-labelledby="moderation-reports" className="flex flex-col gap-4">
        <h2 id="moderation-reports" className="text-xl font-semibold">
          {messages.reportsTitle}
        </h2>
        {queue.data?.items.length === 0 && <p>{messages.queueEmpty}</p>}
        <ul className="flex flex-col gap-4">
          {queue.data?.items.map((entry) => (
            <li key={`${entry.target_type}:${entry.target_id}`}>
              <ReportedItem entry={entry} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="moderation-appeals" className="flex flex-col gap-4">
        <h2 id="moderation-appeals" className="text-xl font-semibold">
          {messages.appealsTitle}
        </h2>
        {queue.data?.appeals.length === 0 && <p>{messages.appealsEmpty}</p>}
        <ul className="flex flex-col gap-4">
          {queue.data?.appeals.map((appeal) => (
            <li key={appeal.id}>
              <AppealCard appeal={appeal} />
            </li>
          ))}
        </ul>
      </section>
    </div>
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
      {type === 'photo' && item.text ? (
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
              <time dateTime={action.created_at}>{new Date(action.created_at).toLocaleString('it-IT')}</time> · {messages.targetLabels[action.target_type]}:{' '}
              {messages.actions[action.action]} — {action.reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ReportedItem({ entry }: { entry: Queue['items'][number] }) {
  const takeAction = useTakeAction();
  const reason = useActionReason();
  const act = (action: ModerationActionKind, target: ActionTarget = entry.target_type, targetId = entry.target_id) => {
    if (!reason.validate(isRestrictive(action))) return;
    // The promise, not mutate's callbacks: the queue refetched after a decision
    // drops this item, and callbacks of an unmounted mutation never run.
    takeAction
      .mutateAsync({ target_type: target, target_id: targetId, action, ...reason.values(), ...(action === 'suspend' ? { days: 7 } : {}) })
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
        {entry.item?.owner_id && (
          <Button type="button" variant="outline" disabled={takeAction.isPending} onClick={() => act('suspend', 'user', entry.item!.owner_id!)}>
            {messages.suspendFor(7)}
          </Button>
        )}
      </div>
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
      <ActionReasonFields state={reason} />
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
