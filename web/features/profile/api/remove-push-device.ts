// DELETE /rest/v1/push/devices/:id: removes one of the user's devices; when it
// is this browser, its subscription is dropped too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushDevice } from '@domain/push';
import { apiPaths } from '@web/app/paths';
import { apiFetch } from '@web/lib/api-client';
import { currentPushSubscription } from '../push-browser';
import { pushDevicesQueryOptions } from './get-push-devices';

export async function removePushDevice(device: Pick<PushDevice, 'id' | 'endpoint'>): Promise<void> {
  await apiFetch<null>(apiPaths.pushDevice(device.id), { method: 'DELETE' });
  const subscription = await currentPushSubscription();
  if (subscription?.endpoint === device.endpoint) await subscription.unsubscribe();
}

export function useRemovePushDevice(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePushDevice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushDevicesQueryOptions(userId).queryKey }),
  });
}
