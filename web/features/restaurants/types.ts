// Web-only shapes of the restaurants feature; the API's answers are typed in
// domain/restaurants.ts.
import type { Restaurant } from '@domain/restaurants';

export type EditRestaurantState = {
  restaurant: Pick<Restaurant, 'id' | 'name' | 'address' | 'city' | 'phone' | 'website' | 'latitude' | 'longitude'>;
};
