// A moderator's verification of AIC membership or '100% senza glutine' on the
// restaurant page (docs/product.md#practices), shown to staff only: what was
// checked (the source) and on which day, or the verification withdrawn. The
// server checks both again, with its own clock.
import { useId, useState, type FormEvent } from 'react';
import { apiErrorMessage } from '@domain/i18n/it';
import { practicesMessages as messages } from '@domain/i18n/it/practices';
import { addMonths, italianDay } from '@domain/incidents';
import {
  PRACTICE_VERIFICATION_MAX_MONTHS,
  PRACTICE_VERIFICATION_SOURCE_MAX,
  practiceText,
  practiceVerificationProblem,
  type PracticeVerification,
  type VerifiablePractice,
} from '@domain/practices';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { isApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import type { useVerifyPractice } from '../api/practices';

const PROBLEM_CODES = {
  source: 'practice_verification_source_invalid',
  date: 'practice_verification_date_invalid',
} as const;

export function PracticeVerificationForm({
  practice,
  verification,
  mutation,
}: {
  practice: VerifiablePractice;
  verification: PracticeVerification | null;
  mutation: ReturnType<typeof useVerifyPractice>;
}) {
  const id = useId();
  const today = italianDay(new Date());
  const [source, setSource] = useState(verification?.source ?? '');
  const [day, setDay] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const isBusy = mutation.isPending && mutation.variables?.practice === practice;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  const send = (change: Parameters<typeof mutation.mutate>[0], done: string) =>
    mutation.mutate(change, {
      onSuccess: () => toast.success(done, { id: 'practice-verification-saved' }),
      onError: (failure) => setError(isApiError(failure) ? failure.message : messages.verifyFailed),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { source: source.trim(), verified_on: day };
    const problem = practiceVerificationProblem(input, italianDay(new Date()));
    if (problem !== null) {
      setError(apiErrorMessage(PROBLEM_CODES[problem]));
      return;
    }
    setError(null);
    send({ practice, verification: input }, messages.verifySaved);
  };

  return (
    <details className="rounded-md border border-border px-3 py-2 text-sm" data-testid="practice-verification">
      <summary className="min-h-9 cursor-pointer content-center font-medium">{messages.verifyTitle}</summary>
      <form noValidate onSubmit={submit} className="mt-2 flex flex-col gap-2">
        <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
          <legend className="sr-only">{messages.verifyLegend(practiceText(practice).label)}</legend>
          <Label htmlFor={`${id}-source`}>{messages.verifySourceLabel}</Label>
          <Textarea
            id={`${id}-source`}
            value={source}
            maxLength={PRACTICE_VERIFICATION_SOURCE_MAX}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => setSource(event.target.value)}
          />
          <p id={hintId} className="text-muted-foreground">
            {messages.verifySourceHint}
          </p>
          <Label htmlFor={`${id}-date`}>{messages.verifyDateLabel}</Label>
          <Input
            id={`${id}-date`}
            type="date"
            min={addMonths(today, -PRACTICE_VERIFICATION_MAX_MONTHS)}
            max={today}
            value={day}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setDay(event.target.value)}
          />
        </fieldset>
        {error && (
          <p id={errorId} role="alert" className="text-destructive">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={isBusy}>
            {isBusy ? messages.verifySubmitting : messages.verifySubmit}
          </Button>
          {verification && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={isBusy}
              onClick={() => send({ practice, verification: null }, messages.verifyWithdrawn)}
            >
              {messages.verifyWithdraw}
            </Button>
          )}
        </div>
      </form>
    </details>
  );
}
