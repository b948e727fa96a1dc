import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_CENTER } from '@domain/geo';
import { apiBounds, centreWithoutPositionText, cityFromTable, mapUrlState, mapView } from './map-view';

const url = (query: string) => mapUrlState(new URLSearchParams(query));

describe('mapUrlState', () => {
  it('reads lat, lng, search and allergen; restaurant is ignored', () => {
    expect(url('lat=45.1&lng=9.2&restaurant=abc&search=%20Roma%20&allergen=Glutine')).toEqual({
      coordinates: { lat: 45.1, lng: 9.2 },
      search: 'Roma',
      allergen: 'Glutine',
      showClosed: false,
    });
  });

  it("reads 'Mostra anche chiusi' from show_closed=1, as the list writes it", () => {
    expect(url('show_closed=1').showClosed).toBe(true);
    expect(url('show_closed=yes').showClosed).toBe(false);
  });

  it('ignores half or invalid coordinates', () => {
    expect(url('lat=45.1').coordinates).toBeNull();
    expect(url('lat=95&lng=9').coordinates).toBeNull();
    expect(url('lat=abc&lng=9').coordinates).toBeNull();
    expect(url('lat=&lng=').coordinates).toBeNull();
  });
});

describe('mapView: the centring priority of docs/product.md#map', () => {
  const position = { lat: 41, lng: 12 };
  const city = { lat: 44, lng: 11 };

  it('URL coordinates first, zoom 16', () => {
    expect(mapView(url('lat=45&lng=9&search=Roma'), city, position)).toMatchObject({ center: { lat: 45, lng: 9 }, zoom: 16 });
  });

  it('then the searched city, zoom 12', () => {
    expect(mapView(url('search=Bologna'), city, position)).toMatchObject({ center: city, zoom: 12 });
  });

  it('then the position when there is no search, zoom 15', () => {
    expect(mapView(url(''), null, position)).toMatchObject({ center: position, zoom: 15 });
    expect(mapView(url('search=pizza'), null, position)).toMatchObject({ center: DEFAULT_MAP_CENTER, zoom: 12 });
  });

  it('else Milan, zoom 12', () => {
    expect(mapView(url(''), null, null)).toEqual({ center: DEFAULT_MAP_CENTER, zoom: 12, source: 'default' });
  });
});

describe('cityFromTable', () => {
  it('knows English and alternate names', () => {
    expect(cityFromTable('Turin')).toEqual({ lat: 45.0703, lng: 7.6869 });
    expect(cityFromTable('milano')).toEqual({ lat: 45.4642, lng: 9.19 });
    expect(cityFromTable('Pizza')).toBeNull();
  });
});

describe('apiBounds', () => {
  it('wraps longitudes and clamps latitudes', () => {
    expect(apiBounds({ south: -95, north: 95, west: 170, east: 200 })).toEqual({ south: -90, north: 90, west: 170, east: -160 });
    expect(apiBounds({ south: 45, north: 46, west: -370, east: -350 })).toEqual({ south: 45, north: 46, west: -10, east: 10 });
  });

  it('is the whole world when the view is wider', () => {
    expect(apiBounds({ south: -60, north: 60, west: -300, east: 300 })).toEqual({ south: -60, north: 60, west: -180, east: 180 });
  });
});

describe('centreWithoutPositionText: the yellow banner names what the map is centred on', () => {
  const url = (query: string) => mapUrlState(new URLSearchParams(query));

  it("says 'Centrato su Milano' only for the default centre", () => {
    expect(centreWithoutPositionText(mapView(url(''), null, null), '', false)).toBe(
      'Geolocalizzazione non disponibile. Centrato su Milano.',
    );
  });

  it('names the searched city as the table names it, or as typed when geocoded', () => {
    const nyc = url('search=nyc');
    expect(centreWithoutPositionText(mapView(nyc, cityFromTable('nyc'), null), 'nyc', false)).toBe(
      'Geolocalizzazione non disponibile. Centrato su New York.',
    );
    expect(centreWithoutPositionText(mapView(url('search=Lucca'), { lat: 43.84, lng: 10.5 }, null), 'Lucca', false)).toBe(
      'Geolocalizzazione non disponibile. Centrato su Lucca.',
    );
  });

  it("says the link's point, or the search's results when the map fits them", () => {
    expect(centreWithoutPositionText(mapView(url('lat=44.8&lng=10.3'), null, null), '', false)).toBe(
      'Geolocalizzazione non disponibile. Centrato sul punto richiesto.',
    );
    expect(centreWithoutPositionText(mapView(url('search=sushi'), null, null), 'sushi', true)).toBe(
      'Geolocalizzazione non disponibile. Centrato sui risultati della ricerca.',
    );
    expect(centreWithoutPositionText(mapView(url('search=sushi'), null, null), 'sushi', false)).toBe(
      'Geolocalizzazione non disponibile. Centrato su Milano.',
    );
  });
});
