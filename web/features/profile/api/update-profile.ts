// PUT /rest/v1/profile {nickname}: creates or updates the user's profile row.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, UpdateProfileInput } from '@domain/schemas/profile';
import { apiFetch } from '@web/lib/api-client';
import { PROFILE_PATH, profileQueryKey } from './get-profile';

export const updateProfile = (input: UpdateProfileInput) =>
  apiFetch<Profile>(PROFILE_PATH, { method: 'PUT', body: input });

export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey(userId), profile),
  });
}
