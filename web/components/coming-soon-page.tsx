import { Link } from 'react-router';
import { Construction } from 'lucide-react';
import { it } from '@domain/i18n/it';
import { paths } from '@web/app/paths';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useDocumentTitle } from '@web/lib/use-document-title';

export type ComingSoonArea = keyof typeof it.common.comingSoon.areas;

/**
 * Stands in for a section whose screens are not built yet. It says so plainly
 * and shows no sample data.
 */
export function ComingSoonPage({ area }: { area: ComingSoonArea }) {
  const title = it.common.comingSoon.areas[area];
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center gap-6 px-4 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-secondary-foreground" aria-hidden="true">
        <Construction className="size-8" />
      </span>
      <div className="flex flex-col items-center gap-3">
        <Badge variant="secondary">{it.common.comingSoon.badge}</Badge>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{it.common.comingSoon.text}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to={paths.info}>{it.common.comingSoon.backToInfo}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.landing}>{it.common.comingSoon.backToStart}</Link>
        </Button>
      </div>
    </div>
  );
}
