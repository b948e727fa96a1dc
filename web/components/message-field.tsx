import type { ReactNode } from 'react';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/cn';

export type MessageFieldControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

/**
 * A label, its control and one message line: the field's error, else a live
 * hint such as 'Le password coincidono'. The control gets the ids it needs
 * through `children(controlProps)`, so screen readers announce the message
 * with the field. Used by the account forms (sign-in, sign-up, profile), which
 * mark no field with '*'; forms that do use FormField.
 */
export function MessageField({
  id,
  label,
  isRequired = false,
  error,
  hint,
  hintTone = 'muted',
  children,
}: {
  id: string;
  label: string;
  /** Announced to screen readers (aria-required); no visible mark. */
  isRequired?: boolean;
  error?: string | undefined;
  /** Shown when there is no error. */
  hint?: string | undefined;
  hintTone?: 'muted' | 'success' | 'destructive';
  children: (controlProps: MessageFieldControlProps) => ReactNode;
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
        'aria-required': isRequired || undefined,
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
