// The rule and the reason a moderator gives with an action: the affected user
// reads both in the statement of reasons.
import { useId, useState } from 'react';
import { it } from '@domain/i18n/it';
import { MODERATION_REASON_MAX, MODERATION_RULES, type ModerationRule } from '@domain/moderation';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';

const messages = it.moderation;

export function useActionReason() {
  const [rule, setRule] = useState<ModerationRule | ''>('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    rule,
    setRule,
    reason,
    setReason,
    error,
    /** Shows a problem of a field outside these two (the suspension's period). */
    setError,
    /** A restrictive action needs a rule; every action a reason. */
    validate(needsRule = true) {
      const problem = !reason.trim() ? messages.reasonRequired : needsRule && !rule ? messages.ruleRequired : null;
      setError(problem);
      return problem === null;
    },
    values: () => ({ reason: reason.trim(), ...(rule ? { rule } : {}) }),
  };
}

export type ActionReasonState = ReturnType<typeof useActionReason>;

/**
 * withRule: false where no rule applies (lifting a suspension, deciding an
 * appeal). reasonLabel: where nobody is told the reason, the label says so.
 */
export function ActionReasonFields({
  state,
  withRule = true,
  reasonLabel = messages.reasonForAction,
}: {
  state: ActionReasonState;
  withRule?: boolean;
  reasonLabel?: string;
}) {
  const ruleId = useId();
  const reasonId = useId();
  const errorId = useId();
  return (
    <div className="mt-3 flex flex-col gap-2">
      {withRule && (
        <>
          <Label htmlFor={ruleId}>{messages.ruleLabel}</Label>
          <select
            id={ruleId}
            value={state.rule}
            onChange={(event) => state.setRule(event.target.value as ModerationRule | '')}
            className="min-h-11 rounded-md border border-input bg-background px-3 text-sm"
          >
            <option value="">—</option>
            {MODERATION_RULES.map((rule) => (
              <option key={rule} value={rule}>
                {messages.rules[rule]}
              </option>
            ))}
          </select>
        </>
      )}
      <Label htmlFor={reasonId}>{reasonLabel}</Label>
      <Textarea
        id={reasonId}
        value={state.reason}
        maxLength={MODERATION_REASON_MAX}
        aria-describedby={state.error ? errorId : undefined}
        onChange={(event) => state.setReason(event.target.value)}
      />
      {state.error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {state.error}
        </p>
      )}
    </div>
  );
}
