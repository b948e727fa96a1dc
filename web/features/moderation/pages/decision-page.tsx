// /decisioni/:actionId: the statement of reasons of a moderator's decision for
// the user it affects (what, why, which rule, until when) and its one appeal.
import { useId, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { toast } from '@web/lib/toast';
import { it } from '@domain/i18n/it';
import { APPEAL_TEXT_MAX } from '@domain/moderation';
import NotFoundPage from '@web/app/not-found-page';
import { PageLoading } from '@web/app/page-loading';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { isApiError } from '@web/lib/api-client';
import { useSession } from '@web/lib/auth/session';
import { SignInRedirect } from '@web/lib/auth/sign-in-redirect';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useAppeal, useStatement } from '../api/moderation-api';
import { interfaceLocale } from '@domain/i18n/format';

const messages = it.moderation;

export default function DecisionPage() {
  useDocumentTitle(messages.statementTitle);
  const { actionId = '' } = useParams();
  const { user, loading } = useSession();
  const statement = useStatement(actionId, Boolean(user));
  const appeal = useAppeal(actionId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const textId = useId();
  const errorId = useId();
  if (loading || statement.isLoading) return <PageLoading />;
  if (!user) return <SignInRedirect />;
  const data = statement.data;
  if (!data) return <NotFoundPage />;
  const until = messages.untilText(data.details, (iso) => new Date(iso).toLocaleString(interfaceLocale()));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(messages.reasonRequired);
      return;
    }
    appeal.mutate(text.trim(), {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (failure) => setError(isApiError(failure) ? failure.message : it.errors.internal_error),
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6">
      <h1 className="text-2xl font-bold tracking-tight">{messages.statementTitle}</h1>
      <p>{messages.emailIntro(data.target_type, data.action)}</p>
      <dl className="grid gap-3" data-testid="statement">
        <div>
          <dt className="font-semibold">{messages.statementWhat}</dt>
          <dd className="break-words">
            {messages.targetLabels[data.target_type]}
            {data.restaurant_name && ` · ${data.restaurant_name}`}
            {data.what && data.target_type !== 'photo' && ` «${data.what}»`}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{messages.statementWhy}</dt>
          <dd className="break-words whitespace-pre-line">{data.reason}</dd>
        </div>
        {data.rule_text && (
          <div>
            <dt className="font-semibold">{messages.statementRule}</dt>
            <dd>{data.rule_text}</dd>
          </div>
        )}
        <div>
          <dt className="font-semibold">{messages.statementWhen}</dt>
          <dd>
            <time dateTime={data.created_at}>{new Date(data.created_at).toLocaleString(interfaceLocale())}</time>
          </dd>
        </div>
        {until && (
          <div>
            <dt className="font-semibold">{messages.statementUntil}</dt>
            <dd>{until}</dd>
          </div>
        )}
      </dl>
      <section aria-labelledby="appeal-title" className="flex flex-col gap-3">
        <h2 id="appeal-title" className="text-xl font-semibold">
          {messages.statementHowToAppeal}
        </h2>
        {data.appeal ? (
          <p data-testid="appeal-status">
            {messages.appealStatus[data.appeal.status]}
            {data.appeal.decision_reason && `: ${data.appeal.decision_reason}`}
          </p>
        ) : data.can_appeal ? (
          <form onSubmit={submit} className="flex flex-col gap-3">
            <p>{messages.appealHowTo}</p>
            <Label htmlFor={textId}>{messages.appealLabel}</Label>
            <Textarea
              id={textId}
              value={text}
              maxLength={APPEAL_TEXT_MAX}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setText(event.target.value)}
            />
            {error && (
              <p id={errorId} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
            <Button type="submit" className="self-start" disabled={appeal.isPending}>
              {messages.appealSend}
            </Button>
          </form>
        ) : (
          <p>{messages.appealNotAllowed}</p>
        )}
      </section>
    </div>
  );
}
