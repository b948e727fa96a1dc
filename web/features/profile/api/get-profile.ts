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

/**
 * The signed-in user's nickname as the profile holds it: the name shown
 * everywhere (greeting, user menu). Saving it updates this query at once.
 * Undefined until loaded.
 */
export const useProfileNickname = (userId: string | undefined): string | null | undefined => useProfile(userId).data?.nickname;
