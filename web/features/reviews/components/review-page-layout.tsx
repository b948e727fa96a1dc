import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';

/** The card both review pages sit in: title, the restaurant's name, the form. */
export function ReviewPageLayout({ title, restaurantName, children }: { title: string; restaurantName: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
      <Card aria-labelledby={titleId} role="region">
        <CardHeader>
          <h1 id={titleId} className="text-2xl font-bold tracking-tight">
            {title}
          </h1>
          <CardDescription>{restaurantName}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}
