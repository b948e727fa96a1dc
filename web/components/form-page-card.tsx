import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';

/** The card a form page sits in (add and edit a restaurant or a review): the title, a line under it, the form. */
export function FormPageCard({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
      <Card aria-labelledby={titleId} role="region">
        <CardHeader>
          <h1 id={titleId} className="text-2xl font-bold tracking-tight break-words">
            {title}
          </h1>
          {intro}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}
