import { it } from '@domain/i18n/it';
import { Skeleton } from '@web/components/ui/skeleton';

/** The add and edit pages while the session or the restaurant loads. */
export function FormPageSkeleton() {
  return (
    <div role="status" data-page-skeleton className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-8">
      <span className="sr-only">{it.common.loading}</span>
      <Skeleton className="h-9 w-64 max-w-full" />
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className="h-16 w-full" />
      ))}
    </div>
  );
}
