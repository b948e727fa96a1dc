// The account export's part of the trust features (docs/product.md): the user's practice stances and
// their sensitivity (levels and sharing choice): health data belongs to its
// owner, so the export holds it all. Deleting the account erases both (CASCADE).
import { allergenDisplayName } from '../../domain/allergens';
import type { Executor } from '../db/query';
import { findOwnLevels, findSharing } from './sensitivity.repository';
import { findUserStances } from '../practices/practices.repository';

export type TrustExport = {
  practice_stances: {
    restaurant_id: string;
    restaurant_name: string;
    practice: string;
    stance: string;
    review_id: string | null;
    stated_at: string;
  }[];
  sensitivity: { show_on_reviews: boolean; levels: { allergen: string; italian_name: string; level: string | null }[] };
};

export async function findTrustExport(db: Executor, userId: string): Promise<TrustExport> {
  const [stances, levels, show] = [await findUserStances(db, userId), await findOwnLevels(db, userId), await findSharing(db, userId)];
  return {
    practice_stances: stances.map((row) => ({
      restaurant_id: row.restaurantId,
      restaurant_name: row.restaurantName,
      practice: row.practice,
      stance: row.stance,
      review_id: row.reviewId,
      stated_at: row.statedAt.toISOString(),
    })),
    sensitivity: {
      show_on_reviews: show,
      levels: levels.map((row) => ({ allergen: row.allergen, italian_name: allergenDisplayName(row.allergen), level: row.level })),
    },
  };
}
