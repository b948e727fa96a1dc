import type { ComponentProps } from 'react';
import { it } from '@domain/i18n/it';
import { Input } from '@web/components/ui/input';

/** The auth forms' email input: the email keyboard, the browser's saved address, the usual placeholder. */
export function EmailInput(props: ComponentProps<typeof Input>) {
  return <Input type="email" inputMode="email" autoComplete="email" placeholder={it.auth.emailPlaceholder} {...props} />;
}
