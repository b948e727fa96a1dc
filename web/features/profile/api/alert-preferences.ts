// GET and PUT /rest/v1/alerts/preferences: what the user receives by push and by email, and their quiet hours.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertPreferences } from '@domain/alerts';
import { apiPaths } from '@web/app/paths';
import { apiFetch } from '@web/lib/api-client';

export const alertPreferencesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['alert-preferences', userId],
    queryFn: ({ signal }) => apiFetch<AlertPreferences>(apiPaths.alertPreferences, { signal }),
  });

export const useAlertPreferences = (userId: string) => useQuery(alertPreferencesQueryOptions(userId));

export function useSaveAlertPreferences(userId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = alertPreferencesQueryOptions(userId);
  return useMutation({
    mutationFn: (preferences: AlertPreferences) => apiFetch<AlertPreferences>(apiPaths.alertPreferences, { method: 'PUT', body: preferences }),
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
}
