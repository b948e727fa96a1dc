// 'Cronologia modifiche' on the restaurant page, closed at first: the edits,
// and the moderators' controls with their form, load when it is first opened.
import { lazy, Suspense, useId, useState } from 'react';
import { it } from '@domain/i18n/it';
import { useHasOpened } from '@web/lib/use-has-opened';

const EditHistoryList = lazy(() => import('./edit-history-list').then((module) => ({ default: module.EditHistoryList })));

export function EditHistory({ restaurantId }: { restaurantId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const hasOpened = useHasOpened(isOpen);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <details
        onToggle={(event) => setIsOpen((event.target as HTMLDetailsElement).open)}
        className="rounded-xl border border-border bg-card p-4"
      >
        <summary className="min-h-11 cursor-pointer content-center">
          <h2 id={titleId} className="inline text-lg font-semibold">
            {it.moderation.historyHeading}
          </h2>
        </summary>
        {hasOpened && (
          <Suspense fallback={null}>
            <EditHistoryList restaurantId={restaurantId} />
          </Suspense>
        )}
      </details>
    </section>
  );
}
