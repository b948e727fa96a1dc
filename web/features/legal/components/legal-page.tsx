import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Info } from 'lucide-react';
import { it, type LegalDocument as LegalDocumentContent } from '@domain/i18n/it';
import { paths } from '@web/app/paths';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { APP_NAME } from '@web/lib/app-name';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useLegalInfo } from '../api/get-legal-info';
import { LegalDocument } from './legal-document';

const messages = it.legal;

function InfoButton() {
  return (
    <Button asChild variant="outline" size="lg" className="self-start">
      <Link to={paths.info}>
        <Info aria-hidden="true" />
        {messages.info}
      </Link>
    </Button>
  );
}

function LoadingDocument() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <span className="sr-only">{it.common.loading}</span>
      <Skeleton className="h-8 w-1/3" />
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} className="h-4 w-full" />
      ))}
    </div>
  );
}

/**
 * One legal page: title, version, the bilingual text with the server's legal
 * contact address, then the page's actions (accept/refuse where it applies)
 * and 'Info' back to /home.
 */
export function LegalPage({ content, actions }: { content: LegalDocumentContent; actions?: ReactNode }) {
  useDocumentTitle(content.title);
  const legalInfo = useLegalInfo();

  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{content.title}</h1>
        {legalInfo.data && <p className="text-sm text-muted-foreground">{messages.version(legalInfo.data.policyVersion)}</p>}
      </header>

      {legalInfo.isPending && <LoadingDocument />}
      {legalInfo.isError && (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-destructive/40 p-4">
          <p>{messages.loadFailed}</p>
          <Button variant="outline" onClick={() => void legalInfo.refetch()}>
            {it.common.retry}
          </Button>
        </div>
      )}
      {legalInfo.data && (
        <>
          <LegalDocument content={content} params={{ appName: APP_NAME, contactEmail: legalInfo.data.contactEmail }} />
          <p className="rounded-lg bg-muted p-4 text-sm font-medium">
            {messages.contact(legalInfo.data.contactEmail)}
          </p>
          {actions}
        </>
      )}
      <InfoButton />
    </article>
  );
}
