// The review form's optional 'Cosa hai visto in questa visita': one checkbox
// per practice; each ticked one is the author's confirmation, dated with the
// review. Folded until opened (most reviews tell of no practice), open from
// the start when the review already ticks some (an edit).
import { useId, useState } from 'react';
import { practicesMessages as messages } from '@domain/i18n/it/practices';
import { PRACTICE_KEYS, practiceText, type PracticeKey } from '@domain/practices';

export function ReviewPracticesField({ value, onChange }: { value: PracticeKey[]; onChange: (value: PracticeKey[]) => void }) {
  const hintId = useId();
  // The person's own choice once given: unticking the last practice must not fold the list under their pointer.
  const [isOpen, setIsOpen] = useState(value.length > 0);
  return (
    <details
      className="group rounded-lg border border-border p-3"
      open={isOpen}
      onToggle={(event) => setIsOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer text-sm font-medium">{messages.reviewFieldset}</summary>
    <fieldset className="mt-3 flex flex-col gap-2" aria-describedby={hintId}>
      <legend className="sr-only">{messages.reviewFieldset}</legend>
      <p id={hintId} className="text-sm text-muted-foreground">
        {messages.reviewHint}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {PRACTICE_KEYS.map((practice) => {
          const isChecked = value.includes(practice);
          return (
            <label
              key={practice}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10"
            >
              <input
                type="checkbox"
                checked={isChecked}
                onChange={() =>
                  onChange(isChecked ? value.filter((key) => key !== practice) : PRACTICE_KEYS.filter((key) => key === practice || value.includes(key)))
                }
                className="size-4 accent-primary"
              />
              {practiceText(practice).label}
            </label>
          );
        })}
      </div>
    </fieldset>
    </details>
  );
}
