// GET /rest/v1/push/key, then POST /rest/v1/push/devices: subscribes this
// browser with the server's VAPID key and registers it for the user.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushDevice } from '@domain/push';
import { apiPaths } from '@web/app/paths';
import { apiFetch } from '@web/lib/api-client';
import { subscribeThisBrowser } from '../push-browser';
import { pushDevicesQueryOptions } from './get-push-devices';

export async function registerThisDevice(): Promise<PushDevice> {
  const { public_key } = await apiFetch<{ public_key: string }>(apiPaths.pushKey);
  const subscription = await subscribeThisBrowser(public_key);
  return apiFetch<PushDevice>(apiPaths.pushDevices, { method: 'POST', body: subscription.toJSON() });
}

export function useRegisterPushDevice(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerThisDevice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushDevicesQueryOptions(userId).queryKey }),
  });
}
