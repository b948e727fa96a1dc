import type { ReactNode } from 'react';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/cn';

export type ProfileFieldControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

/**
 * A label, its control and the field's message (an error, else a hint such as
 * the live 'Le password coincidono'), wired so screen readers read them together.
 */
export function ProfileField({
  id,
  label,
  error,
  hint,
  hintTone = 'muted',
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  hintTone?: 'muted' | 'success' | 'destructive';
  children: (controlProps: ProfileFieldControlProps) => ReactNode;
}) {
  const messageId = `${id}-message`;
  const message = error ?? hint;
  const tone = error ? 'destructive' : hintTone;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': message ? messageId : undefined })}
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
