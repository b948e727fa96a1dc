// 'Notifiche sul dispositivo': turn Web Push on or off for this browser, and
// see and remove every device that receives the user's alerts. A device's
// 'Rimuovi' goes with its row: focus then moves to the list's heading, not to
// the page's start.
import { useEffect, useId, useRef, useState } from 'react';
import { BellOff, BellRing, Trash2 } from 'lucide-react';
import { alertsMessages as messages } from '@domain/i18n/it/alerts';
import type { PushDevice } from '@domain/push';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/lib/toast';
import { usePushDevices } from '../api/get-push-devices';
import { AlertPreferencesForm } from './alert-preferences-form';
import { useRegisterPushDevice } from '../api/register-push-device';
import { useRemovePushDevice } from '../api/remove-push-device';
import { currentPushSubscription, isPushSupported, PushPermissionDenied, PushUnsupported } from '../push-browser';
import { interfaceLocale } from '@domain/i18n/format';

const dateFormat = new Intl.DateTimeFormat(interfaceLocale(), { day: 'numeric', month: 'long', year: 'numeric' });

export function DeviceNotificationsCard({ userId }: { userId: string }) {
  const titleId = useId();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const devices = usePushDevices(userId);
  const register = useRegisterPushDevice(userId);
  const remove = useRemovePushDevice(userId);
  const [thisEndpoint, setThisEndpoint] = useState<string | null>(null);
  const isSupported = isPushSupported();

  useEffect(() => {
    if (!isSupported) return;
    let isCurrent = true;
    void currentPushSubscription().then((subscription) => {
      if (isCurrent) setThisEndpoint(subscription?.endpoint ?? null);
    });
    return () => {
      isCurrent = false;
    };
  }, [isSupported, devices.data]);

  const thisDevice = devices.data?.items.find((device) => device.endpoint === thisEndpoint);

  const enable = () =>
    register.mutate(undefined, {
      onSuccess: (device) => {
        setThisEndpoint(device.endpoint);
        toast.success(messages.enabledToast);
      },
      onError: (error) =>
        toast.error(error instanceof PushPermissionDenied ? messages.denied : error instanceof PushUnsupported ? messages.unsupported : messages.failed),
    });

  const removeDevice = (device: PushDevice, toastText: string, { isFromList }: { isFromList: boolean }) =>
    remove.mutate(device, {
      onSuccess: () => {
        if (device.endpoint === thisEndpoint) setThisEndpoint(null);
        if (isFromList) listHeading.current?.focus();
        toast.success(toastText);
      },
      onError: () => toast.error(messages.removeFailed),
    });

  return (
    <Card role="region" aria-labelledby={titleId} data-testid="device-notifications-card">
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="text-xl font-semibold">
            {messages.devicesTitle}
          </h2>
          <p className="text-sm text-muted-foreground">{messages.devicesText}</p>
        </div>
        {!isSupported ? (
          <p className="text-sm text-muted-foreground">{messages.unsupported}</p>
        ) : thisDevice ? (
          <Button variant="outline" className="self-start" disabled={remove.isPending} onClick={() => removeDevice(thisDevice, messages.disabledToast, { isFromList: false })}>
            <BellOff aria-hidden="true" />
            {messages.disableHere}
          </Button>
        ) : (
          <Button variant="outline" className="self-start" disabled={register.isPending} onClick={enable}>
            <BellRing aria-hidden="true" />
            {register.isPending ? messages.enabling : messages.enableHere}
          </Button>
        )}
        <div className="flex flex-col gap-2">
          <h3 ref={listHeading} tabIndex={-1} className="font-medium">
            {messages.devicesListTitle}
          </h3>
          {devices.isPending ? (
            <Skeleton className="h-10 w-full" />
          ) : devices.isError ? (
            <p role="alert" className="text-sm text-muted-foreground">
              {messages.loadFailed}
            </p>
          ) : devices.data.items.length === 0 ? (
            <p className="text-sm text-muted-foreground">{messages.noDevices}</p>
          ) : (
            <ul className="flex flex-col divide-y">
              {devices.data.items.map((device) => {
                const label = device.device_label || messages.unnamedDevice;
                return (
                  <li key={device.id} className="flex items-center justify-between gap-3 py-2">
                    <span className="flex flex-col">
                      <span>
                        {label}
                        {device.endpoint === thisEndpoint ? ` (${messages.thisDevice})` : ''}
                      </span>
                      <span className="text-xs text-muted-foreground">{messages.addedOn(dateFormat.format(new Date(device.created_at)))}</span>
                    </span>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={messages.removeDevice(label)}
                      disabled={remove.isPending}
                      onClick={() => removeDevice(device, messages.removedToast, { isFromList: true })}
                    >
                      <Trash2 aria-hidden="true" />
                      {messages.remove}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        <AlertPreferencesForm userId={userId} />
      </CardContent>
    </Card>
  );
}
