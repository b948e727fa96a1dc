// GET /rest/v1/profile/allergens: the ids of the signed-in user's allergens.
// Shared by the profile, a new review (it starts with them) and a reaction
// report (it starts with them too): one query, one cache entry.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserAllergens } from '@domain/schemas/profile';
import { apiFetch } from '@web/lib/api-client';

export const USER_ALLERGENS_PATH = '/rest/v1/profile/allergens';

export const fetchUserAllergens = async (): Promise<string[]> =>
  (await apiFetch<UserAllergens>(USER_ALLERGENS_PATH, { cache: 'no-store' })).allergen_ids;

export const userAllergensQueryKey = (userId: string) => ['profile', userId, 'allergens'] as const;

export const userAllergensQueryOptions = (userId: string) =>
  queryOptions({ queryKey: userAllergensQueryKey(userId), queryFn: fetchUserAllergens, retry: false });

export const useUserAllergens = (userId: string | undefined) =>
  useQuery({ ...userAllergensQueryOptions(userId ?? ''), enabled: Boolean(userId) });
