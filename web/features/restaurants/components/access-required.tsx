import { Link } from 'react-router';
import { Lock, LogIn } from 'lucide-react';
import { useSignInPath } from '@web/lib/auth/next-path';
import { Button } from '@web/components/ui/button';

/** 'Accesso richiesto' for visitors, with the way to sign in. */
export function AccessRequired({ title, text, signInLabel }: { title: string; text: string; signInLabel: string }) {
  const signInPath = useSignInPath();
  return (
    <div
      data-testid="access-required"
      className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center gap-6 px-4 py-16 text-center"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-secondary-foreground" aria-hidden="true">
        <Lock className="size-8" />
      </span>
      <div className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{text}</p>
      </div>
      <Button asChild size="lg">
        <Link to={signInPath}>
          <LogIn aria-hidden="true" />
          {signInLabel}
        </Link>
      </Button>
    </div>
  );
}
