// The frame of a profile card holding some of the user's own settings
// ('Quanto sei sensibile', 'Frutta a guscio e cereali: quali, esattamente'):
// a titled region with its hint, the load failure or a skeleton until the
// settings are in, then the card's own form.
import { useId, type ReactNode } from 'react';
import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';

export function ProfileSettingsCard({
  testId,
  title,
  hint,
  loadFailed,
  state,
  children,
}: {
  testId: string;
  title: string;
  hint: string;
  loadFailed: string;
  state: 'failed' | 'loading' | 'ready';
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} data-testid={testId}>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="text-xl font-semibold">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{hint}</p>
        </div>
        {state === 'failed' ? (
          <p role="alert" className="text-sm text-muted-foreground">
            {loadFailed}
          </p>
        ) : state === 'loading' ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}
