// Shapes of the /rest/v1/restaurants, /rest/v1/my-restaurants and
// /rest/v1/map/restaurants answers: the server builds them (server/restaurants,
// server/my-restaurants, server/map) and the web app reads them, from this one
// definition.
import type { IncidentAlert } from './incidents';
import type { AllergenIndication } from './labels';
import type { PracticeKey } from './practices';
import type { SafetyLevel } from './safety';
import type { SuggestionType } from './suggestions';
import type { ConfirmedVenueStatus } from './venue-status';

export type Safety = { level: SafetyLevel | null; score: number | null };

/** Averages of the three ratings, one decimal; null while no review rates them. */
export type Averages = {
  cleanliness: number | null;
  customer_attention: number | null;
  menu_flexibility: number | null;
};

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

export type RestaurantListItem = Omit<Restaurant, 'description' | 'created_at' | 'updated_at'> & {
  review_count: number;
  safety: Safety;
  averages: Averages;
  /** Set when the caller sent a position and the restaurant has coordinates. */
  distance_km: number | null;
  /** 'Reazione segnalata' while a reaction report is open (docs/product.md#reaction-reports). */
  incident_alert: IncidentAlert | null;
  /** The practices the list filter selects here (isPracticeListed: two people, more confirmations than disputes, verified when AIC or 100% senza glutine), in the order of domain/practices.ts. */
  practices: PracticeKey[];
  /** When its newest review was written ('ultima recensione 3 settimane fa'). */
  latest_review_at: string | null;
  /** 'Chiuso definitivamente' or 'Nuova gestione' as users confirm it (docs/product.md#closed-or-new-management). */
  venue_status: ConfirmedVenueStatus | null;
};

export type RestaurantListPage = {
  items: RestaurantListItem[];
  /** Restaurants matching the filters. */
  total: number;
  /** Restaurants with at least one review ('Cerca tra i N locali recensiti'). */
  reviewed_total: number;
  page: number;
  page_size: number;
};

export type RestaurantSuggestion = { type: SuggestionType; text: string; value: string };

export type ReviewVote = 'like' | 'dislike';

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
  my_vote: ReviewVote | null;
  is_own: boolean;
  /** Written before the date of a confirmed new management: 'prima della nuova gestione', left out of 'Per i tuoi allergeni'. */
  is_before_new_management: boolean;
  /** A later review by the same person replaces this one in every signal (one person, one voice). */
  is_superseded: boolean;
  created_at: string;
  updated_at: string;
};

/** 'Per i tuoi allergeni': the badge computed only over reviews tagged with the viewer's allergens. */
export type PersonalSafety = {
  level: SafetyLevel | null;
  score: number | null;
  review_count: number;
  latest_review_at: string | null;
  /** The viewer's allergens, Italian names in Italian order. */
  allergen_names: string[];
  /**
   * The viewer's allergens involved in an open reaction report (Italian names):
   * while there is one, `level` is never 'safe' (domain/incidents.ts personalVerdict).
   */
  incident_allergen_names: string[];
  /**
   * The viewer's allergens without recent reviews (PERSONAL_RECENT_MONTHS) of
   * PERSONAL_MIN_PEOPLE different people, with how many there are: while one
   * is listed, `level` is never 'safe'.
   */
  uncovered_allergens: { name: string; people: number }[];
};

export type RestaurantDetail = {
  restaurant: Restaurant;
  /** Every visible review (the list pages through them). */
  review_count: number;
  /** Different people the badge rests on: each person's newest review counts once. */
  people_count: number;
  averages: Averages;
  /** The most voted indication, with its votes out of all reviews. */
  allergen_indication: { value: AllergenIndication; count: number; total: number } | null;
  safety: Safety;
  incident_alert: IncidentAlert | null;
  venue_status: ConfirmedVenueStatus | null;
  /** null when the viewer has no allergens saved. */
  personal_safety: PersonalSafety | null;
  can_delete: boolean;
  /** Newest first. */
  reviews: ReviewItem[];
};

/** One entry of a restaurant's community edit history. */
export type RestaurantEdit = {
  id: string;
  user_id: string | null;
  nickname: string | null;
  changes: Record<string, { old: unknown; new: unknown }>;
  created_at: string;
};

/** What a row of My restaurants and a marker of the map show of a restaurant. */
type VenueSummary = Pick<Restaurant, 'id' | 'name' | 'address' | 'city' | 'cuisine_type' | 'phone'>;

/** One restaurant of /rest/v1/my-restaurants: one the caller reviewed. */
export type MyRestaurantItem = VenueSummary & {
  latitude: number | null;
  longitude: number | null;
  my_review_count: number;
  /** The caller's newest review of it: what 'Modifica recensioni' opens. */
  latest_review_id: string;
  safety: { level: SafetyLevel | null };
  distance_km: number | null;
};

export type MyRestaurantsPage = { items: MyRestaurantItem[]; total: number; page: number; page_size: number };

/** A reviewed venue with coordinates, as a marker of the map. */
export type MapVenue = VenueSummary & {
  latitude: number;
  longitude: number;
  review_count: number;
  average_rating: number | null;
  safety_level: SafetyLevel | null;
  incident_alert: IncidentAlert | null;
  venue_status: ConfirmedVenueStatus | null;
  /** When its newest review was written ('ultima recensione 3 settimane fa'). */
  latest_review_at: string | null;
};

export type MapCluster = { latitude: number; longitude: number; count: number };

export type MapVenues = {
  /** Matching venues with coordinates anywhere ('{n} locali'). */
  total: number;
  /** Matching venues inside the bounds. */
  in_bounds: number;
  /** The venues in view, or [] when \`clusters\` stands in for them. */
  items: MapVenue[];
  /** Non-empty when more venues are in view than the map draws as markers. */
  clusters: MapCluster[];
  /** The box holding every matching venue (null when none match): the map fits a text search that is not a city to it. */
  extent: { south: number; north: number; west: number; east: number } | null;
};

/** A restaurant the user added that nobody has reviewed yet (My restaurants shows them, so they can be found again). */
export type AwaitingReviewItem = { id: string; name: string; address: string; city: string };
