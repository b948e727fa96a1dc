// Shape of the /rest/v1/reviews answers (server/reviews/reviews.routes.ts).
import type { PracticeKey } from '@domain/practices';

export type ReviewPhoto = { id: string; photo_url: string };

export type OwnReview = {
  id: string;
  restaurant_id: string;
  user_id: string | null;
  nickname: string | null;
  restaurant: { id: string; name: string; cuisine_type: string | null };
  rating: string;
  cleanliness_rating: number;
  customer_attention_rating: number;
  menu_flexibility_rating: number;
  allergen_indication: string;
  comment: string | null;
  photo_url: string | null;
  photos: ReviewPhoto[];
  allergens: { id: string; name: string; emoji: string }[];
  allergen_ids: string[];
  /** The practices this review confirms: the edit form's ticks. */
  practices: PracticeKey[];
  created_at: string;
  updated_at: string;
};

export type CatalogueAllergen = { id: string; name: string; emoji: string };
