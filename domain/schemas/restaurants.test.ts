import { describe, expect, it } from 'vitest';
import {
  ADDRESS_REQUIRED_MESSAGE,
  CITY_REQUIRED_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  WEBSITE_INVALID_MESSAGE,
  createRestaurantInputSchema,
  myRestaurantsQuerySchema,
  normalizeWebsite,
  patchRestaurantInputSchema,
  restaurantDetailQuerySchema,
  restaurantListQuerySchema,
  suggestionsQuerySchema,
  updateRestaurantInputSchema,
} from './restaurants';

const messagesOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

const minimal = { name: 'Trattoria Da Mario', address: 'Via Roma 1', city: 'Milano' };

describe('normalizeWebsite', () => {
  it('keeps http and https URLs as typed', () => {
    expect(normalizeWebsite('https://www.trattoria.it')).toBe('https://www.trattoria.it');
    expect(normalizeWebsite('http://trattoria.it/menu?x=1')).toBe('http://trattoria.it/menu?x=1');
    expect(normalizeWebsite('HTTPS://Trattoria.IT')).toBe('HTTPS://Trattoria.IT');
  });

  it('adds https to a bare domain', () => {
    expect(normalizeWebsite('www.trattoria.it')).toBe('https://www.trattoria.it');
    expect(normalizeWebsite('trattoria.it/menu')).toBe('https://trattoria.it/menu');
  });

  it('ignores spaces around the address', () => {
    expect(normalizeWebsite('  www.trattoria.it\t')).toBe('https://www.trattoria.it');
  });

  it('takes a port after a scheme only: before a colon, a bare domain reads as a scheme', () => {
    expect(normalizeWebsite('https://trattoria.it:8443/menu')).toBe('https://trattoria.it:8443/menu');
    expect(normalizeWebsite('trattoria.it:8443')).toBeNull();
  });

  it('refuses other schemes, credentials, spaces and hosts without a dot', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://trattoria.it',
      'mailto:info@trattoria.it',
      'https://user:pw@trattoria.it',
      'https://user@trattoria.it',
      'https://:pw@trattoria.it',
      'https://trattoria',
      'https://.trattoria.it',
      'https://trattoria.it.',
      'https://trattoria.it/menu del giorno',
      'localhost',
      'www.tratt oria.it',
      'https://',
      '',
    ]) {
      expect(normalizeWebsite(bad), bad).toBeNull();
    }
  });
});

describe('createRestaurantInputSchema', () => {
  it('accepts the required fields and fills the optional ones with null', () => {
    expect(createRestaurantInputSchema.parse(minimal)).toEqual({
      ...minimal,
      cuisine_type: null,
      description: null,
      phone: null,
      website: null,
      latitude: undefined,
      longitude: undefined,
    });
  });

  it('trims everything and turns empty strings into null', () => {
    expect(
      createRestaurantInputSchema.parse({
        name: '  Da Mario ',
        address: ' Via Roma 1 ',
        city: ' Milano ',
        cuisine_type: ' Pizza ',
        description: '  ',
        phone: '',
        website: ' ',
      }),
    ).toMatchObject({
      name: 'Da Mario',
      address: 'Via Roma 1',
      city: 'Milano',
      cuisine_type: 'pizza',
      description: null,
      phone: null,
      website: null,
    });
  });

  it('requires name, address and city, each with its message', () => {
    expect(messagesOf(createRestaurantInputSchema.safeParse({ name: ' ', address: '', city: '\t' }))).toEqual([
      `name: ${NAME_REQUIRED_MESSAGE}`,
      `address: ${ADDRESS_REQUIRED_MESSAGE}`,
      `city: ${CITY_REQUIRED_MESSAGE}`,
    ]);
    expect(createRestaurantInputSchema.safeParse({}).error?.issues).toHaveLength(3);
  });

  it('bounds the lengths', () => {
    expect(createRestaurantInputSchema.safeParse({ ...minimal, name: 'n'.repeat(200) }).success).toBe(true);
    expect(createRestaurantInputSchema.safeParse({ ...minimal, name: 'n'.repeat(201) }).success).toBe(false);
    expect(createRestaurantInputSchema.safeParse({ ...minimal, address: 'a'.repeat(301) }).success).toBe(false);
    expect(createRestaurantInputSchema.safeParse({ ...minimal, city: 'c'.repeat(121) }).success).toBe(false);
    expect(createRestaurantInputSchema.safeParse({ ...minimal, description: 'd'.repeat(2001) }).success).toBe(false);
    expect(createRestaurantInputSchema.safeParse({ ...minimal, phone: '1'.repeat(41) }).success).toBe(false);
    const longUrl = `https://trattoria.it/${'x'.repeat(480)}`;
    expect(createRestaurantInputSchema.safeParse({ ...minimal, website: longUrl }).success).toBe(false);
  });

  it('takes a website of 500 characters, counting the https:// it adds, and not one more', () => {
    // 'https://' (8) + 'trattoria.it/' (13) + 479 = 500
    const at500 = `trattoria.it/${'x'.repeat(479)}`;
    expect(createRestaurantInputSchema.parse({ ...minimal, website: at500 }).website).toBe(`https://${at500}`);
    expect(messagesOf(createRestaurantInputSchema.safeParse({ ...minimal, website: `${at500}x` }))).toEqual([
      'website: Puoi usare al massimo 500 caratteri.',
    ]);
  });

  it('keeps line breaks in the description; in the name, address and city they and tabs become one space', () => {
    expect(createRestaurantInputSchema.parse({ ...minimal, description: 'Senza glutine.\nCucina a vista.' }).description).toBe(
      'Senza glutine.\nCucina a vista.',
    );
    expect(createRestaurantInputSchema.parse({ ...minimal, name: 'Da\nMario', address: 'Via\t \tRoma 1', city: 'Milano\r\n' })).toMatchObject({
      name: 'Da Mario',
      address: 'Via Roma 1',
      city: 'Milano',
    });
    expect(createRestaurantInputSchema.safeParse({ ...minimal, name: 'Da\u0000Mario' }).success).toBe(false);
    expect(createRestaurantInputSchema.safeParse({ ...minimal, name: 'Da\u202EMario' }).success).toBe(false);
  });

  it('takes a blank cuisine as none', () => {
    expect(createRestaurantInputSchema.parse({ ...minimal, cuisine_type: '  ' }).cuisine_type).toBeNull();
    expect(patchRestaurantInputSchema.parse({ cuisine_type: '' })).toEqual({ cuisine_type: null });
  });

  it('accepts any known cuisine and refuses others', () => {
    for (const cuisine_type of ['italian', 'giapponese', 'takeaway', 'nord-europea']) {
      expect(createRestaurantInputSchema.safeParse({ ...minimal, cuisine_type }).success, cuisine_type).toBe(true);
    }
    expect(createRestaurantInputSchema.safeParse({ ...minimal, cuisine_type: 'kebabbaro' }).success).toBe(false);
  });

  it('accepts http(s) websites, completes bare domains, refuses javascript:', () => {
    expect(createRestaurantInputSchema.parse({ ...minimal, website: 'www.damario.it' }).website).toBe(
      'https://www.damario.it',
    );
    expect(messagesOf(createRestaurantInputSchema.safeParse({ ...minimal, website: 'javascript:alert(1)' }))).toEqual([
      `website: ${WEBSITE_INVALID_MESSAGE}`,
    ]);
  });

  it('takes both coordinates of an import, or neither', () => {
    expect(createRestaurantInputSchema.parse({ ...minimal, latitude: 45.46, longitude: 9.19 })).toMatchObject({
      latitude: 45.46,
      longitude: 9.19,
    });
    expect(createRestaurantInputSchema.safeParse({ ...minimal, latitude: 45.46 }).success).toBe(false);
  });
});

describe('updateRestaurantInputSchema', () => {
  it('keeps absent phone and website absent, and clears blank ones', () => {
    expect(updateRestaurantInputSchema.parse(minimal)).toEqual({
      ...minimal,
      phone: undefined,
      website: undefined,
      latitude: undefined,
      longitude: undefined,
    });
    expect(updateRestaurantInputSchema.parse({ ...minimal, phone: '', website: null })).toMatchObject({
      phone: null,
      website: null,
    });
  });

  it('parses coordinates typed in the form', () => {
    expect(updateRestaurantInputSchema.parse({ ...minimal, latitude: '45,4642', longitude: ' 9.19 ' })).toMatchObject({
      latitude: 45.4642,
      longitude: 9.19,
    });
  });

  it('leaves coordinates alone when both are blank', () => {
    expect(updateRestaurantInputSchema.parse({ ...minimal, latitude: '', longitude: '' })).toMatchObject({
      latitude: undefined,
      longitude: undefined,
    });
  });

  it('refuses one coordinate without the other', () => {
    const result = updateRestaurantInputSchema.safeParse({ ...minimal, latitude: '45.46', longitude: '' });
    expect(result.error?.issues.map((i) => i.path)).toEqual([['longitude']]);
  });

  it('refuses non-numeric and out-of-range coordinates', () => {
    expect(updateRestaurantInputSchema.safeParse({ ...minimal, latitude: 'nord', longitude: '9' }).success).toBe(false);
    expect(updateRestaurantInputSchema.safeParse({ ...minimal, latitude: 91, longitude: 9 }).success).toBe(false);
    expect(updateRestaurantInputSchema.safeParse({ ...minimal, latitude: 45, longitude: 181 }).success).toBe(false);
    expect(updateRestaurantInputSchema.safeParse({ ...minimal, latitude: -90, longitude: -180 }).success).toBe(true);
  });

  it('still requires name, address and city', () => {
    expect(updateRestaurantInputSchema.safeParse({ ...minimal, city: '' }).success).toBe(false);
  });
});

describe('restaurantListQuerySchema', () => {
  it('reads ?practice= as a list of known practices, one or repeated, and refuses an unknown one', () => {
    expect(restaurantListQuerySchema.parse({ practice: 'fully_gluten_free' }).practice).toEqual(['fully_gluten_free']);
    expect(restaurantListQuerySchema.parse({ practice: ['trained_staff', 'aic_network'] }).practice).toEqual(['trained_staff', 'aic_network']);
    expect(restaurantListQuerySchema.safeParse({ practice: 'free_wine' }).success).toBe(false);
  });

  it('defaults to page 1 with no filters', () => {
    expect(restaurantListQuerySchema.parse({})).toEqual({
      page: 1,
      allergen: [],
      practice: [],
      show_closed: false,
      city: undefined,
      cuisine: undefined,
      restaurant: undefined,
      q: undefined,
      lat: undefined,
      lng: undefined,
    });
  });

  it("reads 'Mostra anche chiusi' as show_closed=1 and refuses other values", () => {
    expect(restaurantListQuerySchema.parse({ show_closed: '1' }).show_closed).toBe(true);
    expect(restaurantListQuerySchema.parse({ show_closed: '0' }).show_closed).toBe(false);
    expect(restaurantListQuerySchema.safeParse({ show_closed: 'yes' }).success).toBe(false);
  });

  it('coerces the page and bounds it to 1..10000', () => {
    expect(restaurantListQuerySchema.parse({ page: '3' }).page).toBe(3);
    expect(restaurantListQuerySchema.parse({ page: '' }).page).toBe(1);
    expect(restaurantListQuerySchema.parse({ page: '10000' }).page).toBe(10000);
    for (const page of ['0', '-1', '10001', '1.5', 'abc']) {
      expect(restaurantListQuerySchema.safeParse({ page }).success, page).toBe(false);
    }
  });

  it('takes one allergen or many, always as a list', () => {
    expect(restaurantListQuerySchema.parse({ allergen: 'Gluten' }).allergen).toEqual(['Gluten']);
    expect(restaurantListQuerySchema.parse({ allergen: ['Gluten', ' Soia ', ''] }).allergen).toEqual(['Gluten', 'Soia']);
  });

  it('trims terms and drops blank ones', () => {
    expect(restaurantListQuerySchema.parse({ city: ' Milano ', q: '  ', cuisine: 'pizza', restaurant: 'Da' })).toMatchObject({
      city: 'Milano',
      q: undefined,
      cuisine: 'pizza',
      restaurant: 'Da',
    });
    expect(restaurantListQuerySchema.safeParse({ q: 'x'.repeat(201) }).success).toBe(false);
  });

  it('takes a position as both lat and lng, in range', () => {
    expect(restaurantListQuerySchema.parse({ lat: '45.4642', lng: '9.19' })).toMatchObject({ lat: 45.4642, lng: 9.19 });
    expect(restaurantListQuerySchema.safeParse({ lat: '45.4642' }).error?.issues[0]?.path).toEqual(['lng']);
    expect(restaurantListQuerySchema.safeParse({ lat: '95', lng: '9' }).success).toBe(false);
  });
});

describe('restaurantDetailQuerySchema', () => {
  it('shows 20 reviews unless told otherwise (missing, blank or null), 1 to 1000', () => {
    for (const reviews of [undefined, '', null]) {
      expect(restaurantDetailQuerySchema.parse({ reviews })).toEqual({ reviews: 20 });
    }
    expect(restaurantDetailQuerySchema.parse({ reviews: '40' })).toEqual({ reviews: 40 });
    expect(restaurantDetailQuerySchema.parse({ reviews: '1000' })).toEqual({ reviews: 1000 });
    for (const reviews of ['0', '1001', '2.5']) {
      expect(restaurantDetailQuerySchema.safeParse({ reviews }).success, reviews).toBe(false);
    }
  });
});

describe('myRestaurantsQuerySchema', () => {
  it('pages and takes an optional position', () => {
    expect(myRestaurantsQuerySchema.parse({})).toEqual({ page: 1, lat: undefined, lng: undefined });
    expect(myRestaurantsQuerySchema.parse({ page: '2', lat: '0', lng: '0' })).toEqual({ page: 2, lat: 0, lng: 0 });
    expect(myRestaurantsQuerySchema.safeParse({ lng: '9' }).success).toBe(false);
  });
});

describe('suggestionsQuerySchema', () => {
  it('starts at 2 characters', () => {
    expect(suggestionsQuerySchema.parse({ q: ' gl ' })).toEqual({ q: 'gl' });
    expect(suggestionsQuerySchema.safeParse({ q: ' g ' }).success).toBe(false);
    expect(suggestionsQuerySchema.safeParse({}).success).toBe(false);
  });
});
