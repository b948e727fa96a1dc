import { it } from '@domain/i18n/it';
import { Skeleton } from '@web/components/ui/skeleton';

/** Shown in the page area while the first page's code loads. */
export function PageLoading() {
  return (
    <div role="status" data-page-skeleton className="mx-auto w-full max-w-5xl space-y-4 px-4 py-10">
      <span className="sr-only">{it.common.loading}</span>
      <Skeleton className="h-9 w-2/3 max-w-sm" />
      <Skeleton className="h-5 w-full max-w-xl" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
