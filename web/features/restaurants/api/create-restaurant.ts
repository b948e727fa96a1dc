// POST /rest/v1/restaurants. A duplicate (docs/product.md#duplicate-restaurants) answers 409 with the
// existing restaurant's id, so the form can take the user there; a hidden one, without it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, it } from '@domain/i18n/it';
import type { CreateRestaurantInput } from '@domain/schemas/restaurants';
import { apiPaths } from '@web/app/paths';
import { ApiError, isApiError } from '@web/lib/api-client';
import { authClient } from '@web/lib/auth/auth-client';
import { createWithOneRetry } from '@web/lib/idempotent-create';
import type { Restaurant } from '@domain/restaurants';
import { restaurantListsQueryKey } from './get-restaurants';

export class DuplicateRestaurantError extends Error {
  readonly existingId: string;

  constructor(existingId: string, message: string) {
    super(message);
    this.name = 'DuplicateRestaurantError';
    this.existingId = existingId;
  }
}

/**
 * The message of a 409 about a same-named venue a moderator hid: it blocks the
 * copy but has no page to open (docs/product.md#moderation), so the form says so and stays.
 */
export const hiddenDuplicateMessage = (error: unknown): string | null =>
  isApiError(error) && error.code === 'duplicate_restaurant_hidden' ? error.message : null;

const stringField = (body: Record<string, unknown>, key: string): string | undefined => {
  const value = body[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

async function readJsonObject(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Adds the restaurant under an id generated here, retried once with the same
 * id when the answer is lost: the server then returns the one it stored.
 */
export const createRestaurant = (input: CreateRestaurantInput): Promise<Restaurant> =>
  createWithOneRetry((id) => postRestaurant({ ...input, id }));

// NOTE: not through apiFetch, whose ApiError keeps only `code` and `message`:
// the 409 answer also carries `existing_id`. Errors otherwise match apiFetch's.
async function postRestaurant(input: CreateRestaurantInput): Promise<Restaurant> {
  const { data } = await authClient.getSession();
  const headers = new Headers({ accept: 'application/json', 'content-type': 'application/json' });
  const token = data.session?.access_token;
  if (token) headers.set('authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(apiPaths.restaurants, {
      method: 'POST',
      headers,
      body: JSON.stringify(input),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'network_error', it.common.unexpectedError);
  }

  const body = await readJsonObject(response);
  if (!response.ok) {
    const code = stringField(body, 'code') ?? `http_${response.status}`;
    const message = stringField(body, 'message') ?? apiErrorMessage(code);
    const existingId = stringField(body, 'existing_id');
    if (response.status === 409 && code === 'duplicate_restaurant' && existingId) {
      throw new DuplicateRestaurantError(existingId, message);
    }
    throw new ApiError(response.status, code, message);
  }
  const restaurant = body.restaurant;
  if (typeof restaurant !== 'object' || restaurant === null) {
    throw new ApiError(response.status, 'invalid_response', it.common.unexpectedError);
  }
  return restaurant as Restaurant;
}

export function useCreateRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRestaurant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: restaurantListsQueryKey() }),
  });
}
