import { describe, expect, it } from 'vitest';
import {
  ADD_REQUIRED_FIELDS,
  addFormDefaults,
  addRestaurantFormSchema,
  cuisineOptions,
  EDIT_REQUIRED_FIELDS,
  editFormDefaults,
  editRestaurantFormSchema,
  missingRequiredFields,
  restaurantFromEditState,
} from './restaurant-form';

const ID = '3f1c2a4e-1111-4222-8333-444455556666';

describe('add form', () => {
  it('prefills the name from ?name=', () => {
    expect(addFormDefaults(' Trattoria Nuova ').name).toBe('Trattoria Nuova');
    expect(addFormDefaults(null).name).toBe('');
  });

  it('requires the cuisine type as well as name, address and city', () => {
    const result = addRestaurantFormSchema.safeParse(addFormDefaults(null));
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['name', 'address', 'city', 'cuisine_type']));
    expect(result.error!.issues.find((issue) => issue.path[0] === 'cuisine_type')?.message).toBe(
      'Seleziona il tipo di cucina.',
    );
  });

  it('sends blank optional fields as null and a bare website with https://', () => {
    const parsed = addRestaurantFormSchema.parse({
      ...addFormDefaults('Spiga'),
      address: 'Via Roma 1',
      city: 'Milano',
      cuisine_type: 'pizza',
      website: 'www.spiga.it',
    });
    expect(parsed).toMatchObject({
      name: 'Spiga',
      address: 'Via Roma 1',
      city: 'Milano',
      cuisine_type: 'pizza',
      description: null,
      phone: null,
      website: 'https://www.spiga.it',
    });
    expect(parsed.latitude).toBeUndefined();
  });

  it('lists the blank required fields for the toast', () => {
    expect(missingRequiredFields({ ...addFormDefaults('Spiga'), city: '  ' }, ADD_REQUIRED_FIELDS)).toEqual([
      'address',
      'city',
      'cuisine_type',
    ]);
    expect(
      missingRequiredFields({ name: 'a', address: 'b', city: 'c', cuisine_type: 'pizza' }, ADD_REQUIRED_FIELDS),
    ).toEqual([]);
  });

  it('offers the add-form cuisines by Italian label, Altro last', () => {
    const options = cuisineOptions();
    expect(options).toHaveLength(22);
    expect(options[0]).toEqual({ value: 'american', label: 'Americana' });
    expect(options.at(-1)).toEqual({ value: 'altro', label: 'Altro' });
    expect(options.find((option) => option.value === 'japanese')?.label).toBe('Giapponese');
  });
});

describe('edit form', () => {
  const restaurant = {
    id: ID,
    name: 'Spiga',
    address: 'Via Roma 1',
    city: 'Milano',
    phone: null,
    website: 'https://spiga.it',
    latitude: 45.4642,
    longitude: 9.19,
  };

  it('fills the fields from the restaurant', () => {
    expect(editFormDefaults(restaurant)).toEqual({
      name: 'Spiga',
      address: 'Via Roma 1',
      city: 'Milano',
      phone: '',
      website: 'https://spiga.it',
      latitude: '45.4642',
      longitude: '9.19',
    });
    expect(editFormDefaults({ ...restaurant, latitude: null, longitude: null }).latitude).toBe('');
  });

  it('sends empty phone and website as null, and numeric coordinates', () => {
    const parsed = editRestaurantFormSchema.parse({
      ...editFormDefaults(restaurant),
      website: '',
      latitude: '45,5',
      longitude: ' 9.2 ',
    });
    expect(parsed).toEqual({
      name: 'Spiga',
      address: 'Via Roma 1',
      city: 'Milano',
      phone: null,
      website: null,
      latitude: 45.5,
      longitude: 9.2,
    });
  });

  it('sends no coordinates when either is empty, and saves the rest', () => {
    const withoutCoordinates = { name: 'Spiga', address: 'Via Roma 1', city: 'Milano', phone: null, website: 'https://spiga.it' };
    expect(editRestaurantFormSchema.parse({ ...editFormDefaults(restaurant), latitude: '', longitude: '' })).toEqual(withoutCoordinates);
    expect(editRestaurantFormSchema.parse({ ...editFormDefaults(restaurant), longitude: '' })).toEqual(withoutCoordinates);
    expect(editRestaurantFormSchema.parse({ ...editFormDefaults(restaurant), latitude: ' ' })).toEqual(withoutCoordinates);
  });

  it('refuses coordinates that are not numbers in range', () => {
    const result = editRestaurantFormSchema.safeParse({ ...editFormDefaults(restaurant), latitude: '95', longitude: 'abc' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining([
        'La latitudine deve essere un numero tra -90 e 90.',
        'La longitudine deve essere un numero tra -180 e 180.',
      ]),
    );
  });

  it('needs name, address and city', () => {
    expect(missingRequiredFields({ ...editFormDefaults(restaurant), name: '' }, EDIT_REQUIRED_FIELDS)).toEqual(['name']);
  });
});

describe('restaurantFromEditState', () => {
  const state = {
    restaurant: {
      id: ID,
      name: 'Spiga',
      address: 'Via Roma 1',
      city: 'Milano',
      phone: '02 123',
      website: null,
      latitude: null,
      longitude: null,
    },
  };

  it('takes the restaurant the list passed for this id', () => {
    expect(restaurantFromEditState(state, ID)).toEqual(state.restaurant);
  });

  it('ignores missing, foreign or malformed state (the page then loads the restaurant)', () => {
    expect(restaurantFromEditState(null, ID)).toBeNull();
    expect(restaurantFromEditState({}, ID)).toBeNull();
    expect(restaurantFromEditState(state, '00000000-0000-0000-0000-000000000000')).toBeNull();
    expect(restaurantFromEditState({ restaurant: { ...state.restaurant, latitude: '45' } }, ID)).toBeNull();
    expect(restaurantFromEditState({ restaurant: { ...state.restaurant, name: 3 } }, ID)).toBeNull();
  });
});
