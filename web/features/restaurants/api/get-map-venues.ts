// GET /rest/v1/map/restaurants: reviewed venues inside the visible bounds
// (clusters instead when too many), and the map's tile configuration.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MapVenues } from '@domain/restaurants';
import { apiPaths } from '@web/app/paths';
import { apiFetch } from '@web/lib/api-client';
import type { Bounds } from '../map/map-view';

export type MapVenueFilters = { search: string; allergen: string; mine: boolean; showClosed: boolean };

export const mapVenuesQueryKey = () => ['restaurants', 'map'] as const;

export function getMapVenues(bounds: Bounds, filters: MapVenueFilters, signal?: AbortSignal) {
  const params = new URLSearchParams({
    south: String(bounds.south),
    north: String(bounds.north),
    west: String(bounds.west),
    east: String(bounds.east),
  });
  if (filters.search !== '') params.set('q', filters.search);
  if (filters.allergen !== '') params.set('allergen', filters.allergen);
  if (filters.mine) params.set('mine', 'true');
  if (filters.showClosed) params.set('show_closed', '1');
  return apiFetch<MapVenues>(`${apiPaths.mapRestaurants}?${params.toString()}`, { signal });
}

/** Panning keeps the previous markers on screen until the new ones arrive. */
export const useMapVenues = (bounds: Bounds | null, filters: MapVenueFilters) =>
  useQuery({
    queryKey: [...mapVenuesQueryKey(), bounds, filters],
    queryFn: ({ signal }) => getMapVenues(bounds!, filters, signal),
    enabled: bounds !== null,
    placeholderData: keepPreviousData,
  });

export type MapConfig = { tile_url: string; attribution: string };

export const useMapConfig = () =>
  useQuery({
    queryKey: ['map', 'config'],
    queryFn: ({ signal }) => apiFetch<MapConfig>(apiPaths.mapConfig, { signal, withSession: false }),
    staleTime: Infinity,
  });

export type GeocodeResult = { lat: number; lon: number; display_name: string };

/**
 * The searched city's centre: the built-in table first (no request), then the
 * server's geocoding function. Failures are only logged (docs/product.md#map): the
 * map stays where it is.
 */
export const useGeocodedCity = (search: string, fromTable: { lat: number; lng: number } | null) =>
  useQuery({
    queryKey: ['map', 'geocode', search],
    enabled: search !== '' && fromTable === null,
    staleTime: Infinity,
    retry: false,
    queryFn: async ({ signal }) => {
      try {
        const result = await apiFetch<GeocodeResult | null>(
          `${apiPaths.geocode}?${new URLSearchParams({ city: search }).toString()}`,
          { signal },
        );
        return result === null ? null : { lat: Number(result.lat), lng: Number(result.lon) };
      } catch (error) {
        console.warn('Geocoding failed', error);
        return null;
      }
    },
  });
