import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { it } from '@domain/i18n/it';
import { Logo } from '@web/components/logo';
import { Button } from '@web/components/ui/button';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { paths } from './paths';

/**
 * Error boundary page. Inside the layout (a page failed) it fills the page
 * area and the navigation stays usable; `standalone` is the last resort when
 * the layout itself failed, so it brings its own landmark and logo.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  useDocumentTitle(it.common.routeError.title);
  useEffect(() => {
    console.error(error);
  }, [error]);

  const content = (
    <div className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center gap-6 px-4 py-16 text-center">
      {standalone && <Logo size={48} />}
      <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-destructive" aria-hidden="true">
        <TriangleAlert className="size-7" />
      </span>
      <div className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight">{it.common.routeError.title}</h1>
        <p className="text-muted-foreground">{it.common.routeError.text}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        {/* A full reload also recovers from a stale code chunk after a deploy. */}
        <Button onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          {it.common.routeError.retry}
        </Button>
        <Button asChild variant="outline">
          {/* A plain anchor: the router may be what failed. */}
          <a href={paths.info}>{it.common.routeError.backToInfo}</a>
        </Button>
      </div>
    </div>
  );

  if (!standalone) return content;
  return (
    <main id="main" className="flex min-h-dvh flex-col">
      {content}
    </main>
  );
}
