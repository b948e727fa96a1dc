// 'Chi l'ha detto': the people behind a signal of the restaurant page (its
// practice stances, its status claims), one line each with what and when, and
// the page's 'Segnala' next to everyone else's. Loaded when first opened: the
// counts above it are what most people read.
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { it } from '@domain/i18n/it';
import { interfaceLocale } from '@domain/i18n/format';

export type WhoSaidItItem = { id: string; nickname: string | null; what: string; at: string; isOwn: boolean };

const messages = it.common.whoSaidIt;

export function WhoSaidIt({
  queryKey,
  load,
  reportAction,
}: {
  queryKey: readonly unknown[];
  load: (signal: AbortSignal) => Promise<WhoSaidItItem[]>;
  reportAction: (id: string) => ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const query = useQuery({ queryKey, queryFn: ({ signal }) => load(signal), enabled: isOpen });
  return (
    <details onToggle={(event) => setIsOpen(event.currentTarget.open)} data-testid="who-said-it">
      <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium">{messages.title}</summary>
      {query.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {it.common.loading}
        </p>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-muted-foreground">
          {messages.loadError}
        </p>
      ) : query.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{messages.empty}</p>
      ) : (
        <ul className="flex flex-col gap-1" aria-label={messages.title}>
          {query.data.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-x-2 text-sm">
              <span className="font-medium">{item.isOwn ? messages.you : item.nickname?.trim() || messages.anonymous}</span>
              <span>{item.what}</span>
              <time className="text-muted-foreground" dateTime={item.at}>
                {new Date(item.at).toLocaleDateString(interfaceLocale())}
              </time>
              {!item.isOwn && reportAction(item.id)}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
