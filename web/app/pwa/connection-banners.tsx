// The offline state and the 'Aggiorna' prompt, just under the top navigation.
import { CloudOff, RefreshCw } from 'lucide-react';
import { it } from '@domain/i18n/it';
import { Button } from '@web/components/ui/button';
import { APP_NAME } from '@web/lib/app-name';
import { dismissUpdate, useServiceWorkerUpdate } from './service-worker';
import { useOnlineStatus } from './use-online-status';

const messages = it.offline;

export function ConnectionBanners() {
  const isOnline = useOnlineStatus();
  const update = useServiceWorkerUpdate();
  return (
    <>
      {/* Always in the page, so screen readers announce the change. */}
      <div role="status" aria-live="polite" className="print:hidden">
        {!isOnline && (
          <p
            data-testid="offline-banner"
            className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950"
          >
            <CloudOff className="size-4 shrink-0" aria-hidden="true" />
            {messages.offlineBanner}
          </p>
        )}
      </div>
      {update.isUpdateWaiting && update.apply && (
        <div
          role="alert"
          data-testid="update-banner"
          className="flex flex-wrap items-center justify-center gap-3 bg-primary px-4 py-2 text-sm text-primary-foreground print:hidden"
        >
          <span>{messages.updateAvailable(APP_NAME)}</span>
          <Button size="sm" variant="secondary" onClick={() => void update.apply?.()}>
            <RefreshCw aria-hidden="true" />
            {messages.update}
          </Button>
          <Button size="sm" variant="ghost" className="text-primary-foreground hover:text-primary-foreground" onClick={dismissUpdate}>
            {messages.updateLater}
          </Button>
        </div>
      )}
    </>
  );
}
