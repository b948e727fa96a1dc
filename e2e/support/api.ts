// Data for the journeys written through the real API, as the app writes it.
import { expect, type APIRequestContext } from '@playwright/test';
import type { Credentials } from './consent';

const API_HEADERS = { 'x-supabase-api-version': '2024-01-01' };

export async function accessTokenOf(request: APIRequestContext, { email, password }: Pick<Credentials, 'email' | 'password'>) {
  const response = await request.post('/auth/v1/token?grant_type=password', { headers: API_HEADERS, data: { email, password } });
  expect(response.ok(), `password grant for ${email}`).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

export type CreatedRestaurant = { id: string; name: string; latitude: number | null; longitude: number | null; phone: string | null };

export async function createRestaurantThroughApi(
  request: APIRequestContext,
  token: string,
  data: Record<string, unknown>,
): Promise<CreatedRestaurant> {
  const response = await request.post('/rest/v1/restaurants', { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.status(), `POST /rest/v1/restaurants: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { restaurant: CreatedRestaurant }).restaurant;
}

/** The user's saved allergens, by English catalogue name. */
export async function saveAllergensThroughApi(request: APIRequestContext, token: string, names: string[]): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const catalogue = (await (await request.get('/rest/v1/allergens', { headers })).json()) as { id: string; name: string }[];
  const ids = names.map((name) => {
    const found = catalogue.find((allergen) => allergen.name === name);
    if (!found) throw new Error(`unknown allergen ${name}`);
    return found.id;
  });
  const response = await request.put('/rest/v1/profile/allergens', { headers, data: { allergen_ids: ids } });
  expect(response.ok(), `PUT /rest/v1/profile/allergens: ${await response.text()}`).toBe(true);
}

/** A review written through POST /rest/v1/reviews (domain createReviewInputSchema). */
export async function createReviewThroughApi(
  request: APIRequestContext,
  token: string,
  restaurantId: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string }> {
  const response = await request.post('/rest/v1/reviews', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      restaurant_id: restaurantId,
      rating: 'good',
      cuisine_type: 'italian',
      cleanliness_rating: 5,
      customer_attention_rating: 5,
      menu_flexibility_rating: 5,
      allergen_indication: 'yes',
      comment: 'Personale attento alle allergie.',
      ...overrides,
    },
  });
  expect(response.status(), `POST /rest/v1/reviews: ${await response.text()}`).toBe(201);
  return (await response.json()) as { id: string };
}

/** The user's levels (PUT /rest/v1/me/sensitivity), by English catalogue name; the allergens must be saved first. */
export async function saveLevelsThroughApi(request: APIRequestContext, token: string, levels: Record<string, string>): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const catalogue = (await (await request.get('/rest/v1/allergens', { headers })).json()) as { id: string; name: string }[];
  const data = {
    show_on_reviews: false,
    levels: Object.entries(levels).map(([name, level]) => ({ allergen_id: catalogue.find((allergen) => allergen.name === name)?.id, level })),
  };
  const response = await request.put('/rest/v1/me/sensitivity', { headers, data });
  expect(response.ok(), `PUT /rest/v1/me/sensitivity: ${await response.text()}`).toBe(true);
}

/** The species the user narrows tree nuts and gluten cereals to (PUT /rest/v1/me/allergen-species); their groups must be saved first. */
export async function saveSpeciesThroughApi(request: APIRequestContext, token: string, species: readonly string[]): Promise<void> {
  const response = await request.put('/rest/v1/me/allergen-species', { headers: { authorization: `Bearer ${token}` }, data: { species } });
  expect(response.ok(), `PUT /rest/v1/me/allergen-species: ${await response.text()}`).toBe(true);
}
