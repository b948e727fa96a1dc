import { describe, expect, it } from 'vitest';
import {
  CITY_TABLE,
  DEFAULT_MAP_CENTER,
  appleMapsDirectionsUrl,
  findCity,
  geocodeCandidates,
  googleMapsDirectionsUrl,
  googleMapsPlaceUrl,
  haversineKm,
  isValidLatitude,
  isValidLongitude,
  telHref,
  wazeDirectionsUrl,
} from './geo';

describe('haversineKm', () => {
  it('is zero for the same point', () => {
    expect(haversineKm(DEFAULT_MAP_CENTER, DEFAULT_MAP_CENTER)).toBe(0);
  });

  it('measures Milano to Roma at 476.88 km', () => {
    const milano = { lat: 45.4642, lng: 9.19 };
    const roma = { lat: 41.9028, lng: 12.4964 };
    expect(haversineKm(milano, roma)).toBeCloseTo(476.8847, 3);
    expect(haversineKm(roma, milano)).toBeCloseTo(haversineKm(milano, roma), 10);
  });

  it('uses an Earth radius of 6371 km', () => {
    // a quarter meridian is R * pi / 2
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 90, lng: 0 })).toBeCloseTo((6371 * Math.PI) / 2, 6);
    // antipodes: half the circumference, no NaN from rounding
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(6371 * Math.PI, 6);
  });

  it('crosses the antimeridian the short way', () => {
    expect(haversineKm({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 })).toBeCloseTo(111.19, 1);
  });
});

describe('coordinate validation', () => {
  it('accepts the closed ranges', () => {
    for (const lat of [-90, 0, 45.4642, 90]) expect(isValidLatitude(lat)).toBe(true);
    for (const lng of [-180, 0, 9.19, 180]) expect(isValidLongitude(lng)).toBe(true);
  });

  it('rejects out of range and non-numbers', () => {
    for (const bad of [-90.0001, 90.0001, Number.NaN, Infinity, '45', null, undefined]) {
      expect(isValidLatitude(bad)).toBe(false);
    }
    for (const bad of [-180.0001, 180.0001, Number.NaN, -Infinity, '9', null]) {
      expect(isValidLongitude(bad)).toBe(false);
    }
  });
});

describe('DEFAULT_MAP_CENTER and CITY_TABLE', () => {
  it('centres on Milan', () => {
    expect(DEFAULT_MAP_CENTER).toEqual({ lat: 45.4642, lng: 9.19 });
  });

  it('lists the spec cities', () => {
    expect(CITY_TABLE.map((c) => c.name)).toEqual([
      'Torino',
      'Milano',
      'Roma',
      'Firenze',
      'Napoli',
      'Venezia',
      'Bologna',
      'Genova',
      'Palermo',
      'Bari',
      'Catania',
      'Valencia',
      'Barcelona',
      'Madrid',
      'Paris',
      'London',
      'New York',
      'Palo Alto',
      'Cannes',
      'Canelli',
    ]);
  });

  it('places every city where it is (within 25 km of a reference)', () => {
    const reference: Record<string, [number, number]> = {
      Torino: [45.07, 7.69],
      Milano: [45.46, 9.19],
      Roma: [41.9, 12.5],
      Firenze: [43.77, 11.25],
      Napoli: [40.85, 14.27],
      Venezia: [45.44, 12.33],
      Bologna: [44.49, 11.34],
      Genova: [44.41, 8.93],
      Palermo: [38.12, 13.36],
      Bari: [41.12, 16.87],
      Catania: [37.5, 15.09],
      Valencia: [39.47, -0.38],
      Barcelona: [41.39, 2.17],
      Madrid: [40.42, -3.7],
      Paris: [48.86, 2.35],
      London: [51.51, -0.13],
      'New York': [40.71, -74.01],
      'Palo Alto': [37.44, -122.14],
      Cannes: [43.55, 7.01],
      Canelli: [44.72, 8.29],
    };
    for (const city of CITY_TABLE) {
      const [lat, lng] = reference[city.name] ?? [NaN, NaN];
      expect(haversineKm(city, { lat, lng }), city.name).toBeLessThan(25);
    }
  });
});

describe('findCity', () => {
  it('finds by Italian, English or alternate name, ignoring case and accents', () => {
    expect(findCity('milano')?.name).toBe('Milano');
    expect(findCity('Milan')?.name).toBe('Milano');
    expect(findCity('TURIN')?.name).toBe('Torino');
    expect(findCity('Rome')?.name).toBe('Roma');
    expect(findCity('florence')?.name).toBe('Firenze');
    expect(findCity('Naples')?.name).toBe('Napoli');
    expect(findCity('Venice')?.name).toBe('Venezia');
    expect(findCity('Genoa')?.name).toBe('Genova');
    expect(findCity('Barcellona')?.name).toBe('Barcelona');
    expect(findCity('Parigi')?.name).toBe('Paris');
    expect(findCity('Londra')?.name).toBe('London');
    expect(findCity('nuova york')?.name).toBe('New York');
    expect(findCity('NYC')?.name).toBe('New York');
    expect(findCity('València')?.name).toBe('Valencia');
    expect(findCity('  palo   alto ')?.name).toBe('Palo Alto');
  });

  it('does not confuse Cannes and Canelli, nor match parts', () => {
    expect(findCity('Cannes')?.name).toBe('Cannes');
    expect(findCity('Canelli')?.name).toBe('Canelli');
    expect(findCity('Cane')).toBeUndefined();
    expect(findCity('Mil')).toBeUndefined();
    expect(findCity('')).toBeUndefined();
  });
});

describe('geocodeCandidates', () => {
  it('tries Italy, France, USA, Spain, then the bare city', () => {
    expect(geocodeCandidates('Canelli')).toEqual([
      'Canelli, Italy',
      'Canelli, France',
      'Canelli, USA',
      'Canelli, Spain',
      'Canelli',
    ]);
  });

  it('starts Palo Alto in California', () => {
    expect(geocodeCandidates('palo alto')).toEqual([
      'Palo Alto, California, USA',
      'palo alto, Italy',
      'palo alto, France',
      'palo alto, USA',
      'palo alto, Spain',
      'palo alto',
    ]);
  });

  it('starts Cannes in France, without repeating it', () => {
    expect(geocodeCandidates(' Cannes ')).toEqual([
      'Cannes, France',
      'Cannes, Italy',
      'Cannes, USA',
      'Cannes, Spain',
      'Cannes',
    ]);
  });

  it('collapses runs of spaces inside the city to one', () => {
    expect(geocodeCandidates('Reggio   Emilia')[0]).toBe('Reggio Emilia, Italy');
  });

  it('has nothing to try for a blank city', () => {
    expect(geocodeCandidates('  ')).toEqual([]);
  });
});

describe('directions links', () => {
  const destination = { lat: 45.4642, lng: 9.19 };
  const origin = { lat: 45.07, lng: 7.69 };

  it('Google Maps', () => {
    expect(googleMapsDirectionsUrl({ destination })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=45.4642%2C9.19',
    );
    expect(googleMapsDirectionsUrl({ destination, origin })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=45.4642%2C9.19&origin=45.07%2C7.69',
    );
  });

  it('Apple Maps', () => {
    expect(appleMapsDirectionsUrl({ destination })).toBe('https://maps.apple.com/?daddr=45.4642%2C9.19');
    expect(appleMapsDirectionsUrl({ destination, origin: null })).toBe(
      'https://maps.apple.com/?daddr=45.4642%2C9.19',
    );
    expect(appleMapsDirectionsUrl({ destination, origin })).toBe(
      'https://maps.apple.com/?daddr=45.4642%2C9.19&saddr=45.07%2C7.69',
    );
  });

  it('Waze, which ignores the origin', () => {
    expect(wazeDirectionsUrl({ destination, origin })).toBe(
      'https://waze.com/ul?ll=45.4642%2C9.19&navigate=yes',
    );
  });

  it('parses back to the coordinates, negative ones included', () => {
    const url = new URL(googleMapsDirectionsUrl({ destination: { lat: -33.8688, lng: -151.2093 } }));
    expect(url.searchParams.get('destination')).toBe('-33.8688,-151.2093');
  });

  it('Google Maps place view', () => {
    expect(googleMapsPlaceUrl({ name: 'Trattoria & Co', placeId: 'ChIJ123' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Trattoria+%26+Co&query_place_id=ChIJ123',
    );
    expect(googleMapsPlaceUrl({ name: 'Da Mario' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Da+Mario',
    );
  });
});

describe('telHref', () => {
  it('keeps digits and a leading plus', () => {
    expect(telHref('+39 02 1234 5678')).toBe('tel:+390212345678');
    expect(telHref('(02) 123-456')).toBe('tel:02123456');
    expect(telHref('02/1234567')).toBe('tel:021234567');
    expect(telHref(' +39 333.123.4567 ')).toBe('tel:+393331234567');
  });

  it('takes the first of several numbers', () => {
    expect(telHref('+39 02 111; +39 02 222')).toBe('tel:+3902111');
  });

  it('is undefined without a number', () => {
    expect(telHref('')).toBeUndefined();
    expect(telHref('   ')).toBeUndefined();
    expect(telHref(null)).toBeUndefined();
    expect(telHref(undefined)).toBeUndefined();
    expect(telHref('n/d')).toBeUndefined();
  });
});
