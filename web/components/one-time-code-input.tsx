import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';
import { Input } from '@web/components/ui/input';

/**
 * A 6-digit code typed from an email or an authenticator app: numeric keyboard,
 * the system's code autofill, room for a space between the digits.
 */
export function OneTimeCodeInput({ className, ...props }: ComponentProps<'input'>) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      className={cn('max-w-40 text-lg tracking-widest', className)}
      {...props}
    />
  );
}
