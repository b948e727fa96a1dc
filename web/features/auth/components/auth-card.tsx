import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { loadAuthClient } from '@web/lib/auth/auth-loader';
import { preloadAuthFormValidation } from '../auth-form-validation';

// The forms call auth-js when they are sent (api/) and check their fields with
// zod, and a visitor who only looks at the page runs neither. Both are loaded
// as soon as someone starts on a form (a field focused, a tap), so they are
// there by the time they send it.
const loadAuthClientForForm = () => {
  void loadAuthClient();
  preloadAuthFormValidation();
};

/** The centred card both auth screens use: the page's h1, an intro line and the form. */
export function AuthCard({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <div
      className="flex flex-1 items-start justify-center px-4 py-8 sm:py-12"
      onFocusCapture={loadAuthClientForForm}
      onPointerDownCapture={loadAuthClientForForm}
    >
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl leading-snug font-semibold text-balance">{title}</h1>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}

/** Shown while an emailed link is being checked, or the session is loading. */
export function AuthStatus({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-6 text-sm text-muted-foreground">
      <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
      {text}
    </p>
  );
}
