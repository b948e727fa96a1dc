// The places proxy (/functions/v1/google-places-proxy): search, details and
// photos, in Google's shape whichever provider answers.
import { useQuery } from '@tanstack/react-query';
import type { LatLng } from '@domain/geo';
import { apiPaths } from '@web/app/paths';
import { apiFetch } from '@web/lib/api-client';

export type Place = {
  place_id: string;
  name: string;
  formatted_address?: string;
  formatted_phone_number?: string;
  website?: string;
  geometry: { location: { lat: number; lng: number } };
  types: string[];
  rating?: number;
  price_level?: number;
  opening_hours?: { open_now?: boolean };
  photos?: { photo_reference: string }[];
};

type Answer<T> = { status: string; results?: Place[]; result?: T; error_message?: string };

const proxy = <T>(params: Record<string, string>, signal?: AbortSignal) =>
  apiFetch<Answer<T>>(`${apiPaths.placesProxy}?${new URLSearchParams(params).toString()}`, { signal });

/** Results of a text search (near the position when known); a failure is an error, never made-up venues. */
export async function searchPlaces(query: string, position: LatLng | null, signal?: AbortSignal): Promise<Place[]> {
  const params: Record<string, string> = { endpoint: 'textsearch', query };
  if (position) params.location = `${position.lat},${position.lng}`;
  const answer = await proxy<never>(params, signal);
  if (answer.status === 'ZERO_RESULTS') return [];
  if (answer.status !== 'OK') throw new Error(answer.error_message ?? answer.status);
  return answer.results ?? [];
}

/** The place's details, or null when the service cannot give them. */
export async function getPlaceDetails(placeId: string): Promise<Place | null> {
  try {
    const answer = await proxy<Place>({ endpoint: 'details', place_id: placeId });
    return answer.status === 'OK' && answer.result ? answer.result : null;
  } catch (error) {
    console.error('Place details failed', error);
    return null;
  }
}

export const usePlacesSearch = (query: string | null, position: LatLng | null) =>
  useQuery({
    queryKey: ['places', 'search', query, position],
    queryFn: ({ signal }) => searchPlaces(query!, position, signal),
    enabled: query !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });

/** A photo's URL (null when there is none or the service fails). */
export const usePlacePhoto = (reference: string | undefined, maxWidth: number) =>
  useQuery({
    queryKey: ['places', 'photo', reference, maxWidth],
    enabled: reference !== undefined,
    staleTime: Infinity,
    retry: false,
    queryFn: async ({ signal }) => {
      try {
        const answer = await proxy<{ url: string }>({ endpoint: 'photo', photo_reference: reference!, maxwidth: String(maxWidth) }, signal);
        return answer.status === 'OK' && answer.result ? answer.result.url : null;
      } catch {
        return null;
      }
    },
  });
