import type { ReactNode } from 'react';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/cn';

export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': true;
};

/**
 * A label, its control and the field's message. The control gets the ids it
 * needs through `children(controlProps)`, so screen readers announce the error
 * (or hint) with the field.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  hintTone = 'muted',
  children,
}: {
  id: string;
  label: string;
  error?: string;
  /** Shown when there is no error, e.g. the live 'Le password coincidono'. */
  hint?: string;
  hintTone?: 'muted' | 'success' | 'destructive';
  children: (controlProps: FieldControlProps) => ReactNode;
}) {
  const messageId = `${id}-message`;
  const message = error ?? hint;
  const tone = error ? 'destructive' : hintTone;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': message ? messageId : undefined,
        // Every field of the auth forms is required.
        'aria-required': true,
      })}
      <p
        id={messageId}
        aria-live="polite"
        className={cn(
          'text-sm empty:hidden',
          tone === 'destructive' && 'text-destructive',
          tone === 'success' && 'text-primary',
          tone === 'muted' && 'text-muted-foreground',
        )}
      >
        {message}
      </p>
    </div>
  );
}
