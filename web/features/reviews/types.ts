// Shapes of the /rest/v1/reviews answers: the review itself is domain/schemas/reviews.ts's, which the server's response schema is.
import type { OwnReview } from '@domain/schemas/reviews';

export type { OwnReview } from '@domain/schemas/reviews';
export type ReviewPhoto = OwnReview['photos'][number];

export type CatalogueAllergen = { id: string; name: string; emoji: string };
