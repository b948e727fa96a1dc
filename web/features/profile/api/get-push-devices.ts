// GET /rest/v1/push/devices: the signed-in user's devices that receive alerts by Web Push.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PushDevice } from '@domain/push';
import { apiPaths } from '@web/app/paths';
import { apiFetch } from '@web/lib/api-client';

export const getPushDevices = (signal?: AbortSignal) => apiFetch<{ items: PushDevice[] }>(apiPaths.pushDevices, { signal });

export const pushDevicesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['push-devices', userId],
    queryFn: ({ signal }) => getPushDevices(signal),
  });

export const usePushDevices = (userId: string) => useQuery(pushDevicesQueryOptions(userId));
