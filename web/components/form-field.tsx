import type { ReactNode } from 'react';
import { it } from '@domain/i18n/it';
import { Label } from '@web/components/ui/label';

export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
};

/**
 * A label (with the '*' of a required field), its control, a hint and the
 * field's error; the control gets the ids through `children(controlProps)` so
 * screen readers announce the hint and the error with the field.
 */
export function FormField({
  id,
  label,
  isRequired = false,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  isRequired?: boolean;
  error?: string;
  hint?: string;
  children: (controlProps: FieldControlProps) => ReactNode;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>
        {label}
        {isRequired && (
          <span className="text-destructive" aria-hidden="true">
            {it.common.requiredMark}
          </span>
        )}
      </Label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy === '' ? undefined : describedBy,
        'aria-required': isRequired || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <p id={errorId} aria-live="polite" className="text-sm text-destructive empty:hidden">
        {error}
      </p>
    </div>
  );
}
