import { Link } from 'react-router';
import { MapPinOff } from 'lucide-react';
import { it } from '@domain/i18n/it';
import { Button } from '@web/components/ui/button';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { paths } from './paths';

/** Any path the app does not know. */
export default function NotFoundPage() {
  useDocumentTitle(it.notFound.message);
  return (
    <div className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center gap-6 px-4 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-secondary-foreground" aria-hidden="true">
        <MapPinOff className="size-8" />
      </span>
      <div className="space-y-2">
        <p className="text-5xl font-bold tracking-tight text-primary">{it.notFound.title}</p>
        <h1 className="text-xl font-semibold">{it.notFound.message}</h1>
      </div>
      <Button asChild size="lg">
        <Link to={paths.info}>{it.notFound.backToInfo}</Link>
      </Button>
    </div>
  );
}
