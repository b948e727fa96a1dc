// Shapes of the /rest/v1/restaurants answers (server/restaurants/restaurants.routes.ts).
import type { SafetyLevel } from '@domain/safety';
import type { SuggestionType } from '@domain/suggestions';

export type Safety = { level: SafetyLevel | null; score: number | null };

export type Averages = {
  cleanliness: number | null;
  customer_attention: number | null;
  menu_flexibility: number | null;
};

export type RestaurantListItem = {
  id: string;
  name: string;
  address: string;
  city: string;
  cuisine_type: string | null;
  phone: string | null;
  website: string | null;
  latitude: number | null;
  longitude: number | null;
  user_id: string | null;
  review_count: number;
  safety: Safety;
  averages: Averages;
  distance_km: number | null;
};

export type RestaurantListPage = {
  items: RestaurantListItem[];
  total: number;
  reviewed_total: number;
  page: number;
  page_size: number;
};

export type RestaurantSuggestion = { type: SuggestionType; text: string; value: string };

export type Restaurant = {
  id: string;
  name: string;
  description: string | null;
  address: string;
  city: string;
  cuisine_type: string | null;
  phone: string | null;
  website: string | null;
  latitude: number | null;
  longitude: number | null;
  user_id: string | null;
  created_at: string;
  updated_at: string;
};

export type ReviewItem = {
  id: string;
  restaurant_id: string;
  /** null once the author deleted their account. */
  user_id: string | null;
  nickname: string | null;
  rating: string;
  cleanliness_rating: number | null;
  customer_attention_rating: number | null;
  menu_flexibility_rating: number | null;
  allergen_indication: string | null;
  comment: string | null;
  photo_url: string | null;
  photos: { id: string; photo_url: string }[];
  allergens: { id: string; name: string; emoji: string }[];
  likes: number;
  dislikes: number;
  my_vote: 'like' | 'dislike' | null;
  is_own: boolean;
  created_at: string;
  updated_at: string;
};

export type PersonalSafety = {
  level: SafetyLevel | null;
  score: number | null;
  review_count: number;
  latest_review_at: string | null;
  /** The viewer's allergens, Italian names. */
  allergen_names: string[];
};

export type RestaurantDetail = {
  restaurant: Restaurant;
  review_count: number;
  averages: Averages;
  allergen_indication: { value: 'yes' | 'on_request' | 'no'; count: number; total: number } | null;
  safety: Safety;
  /** null when the viewer has no allergens saved. */
  personal_safety: PersonalSafety | null;
  can_delete: boolean;
  reviews: ReviewItem[];
};

/** What the list hands to the edit page through the navigation state. */
export type EditRestaurantState = {
  restaurant: Pick<Restaurant, 'id' | 'name' | 'address' | 'city' | 'phone' | 'website' | 'latitude' | 'longitude'>;
};

/** One restaurant of /rest/v1/my-restaurants (server/my-restaurants). */
export type MyRestaurantItem = {
  id: string;
  name: string;
  address: string;
  city: string;
  cuisine_type: string | null;
  phone: string | null;
  latitude: number | null;
  longitude: number | null;
  my_review_count: number;
  /** The user's newest review of it: what 'Modifica recensioni' opens. */
  latest_review_id: string;
  safety: { level: Safety['level'] };
  distance_km: number | null;
};

export type MyRestaurantsPage = { items: MyRestaurantItem[]; total: number; page: number; page_size: number };
