// GET /rest/v1/profile: the signed-in user's nickname, email, member-since date
// and number of reviewed restaurants.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@domain/schemas/profile';
import { apiFetch } from '@web/lib/api-client';

export const PROFILE_PATH = '/rest/v1/profile';

export const fetchProfile = () => apiFetch<Profile>(PROFILE_PATH);

export const profileQueryKey = (userId: string) => ['profile', userId] as const;

export const profileQueryOptions = (userId: string) =>
  queryOptions({ queryKey: profileQueryKey(userId), queryFn: fetchProfile });

export const useProfile = (userId: string | undefined) =>
  useQuery({ ...profileQueryOptions(userId ?? ''), enabled: Boolean(userId) });
