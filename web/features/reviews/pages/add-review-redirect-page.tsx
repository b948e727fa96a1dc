// /add-review?restaurant_id={id}: the spec names this target of 'edit reviews'
// in My restaurants without showing what it does. It opens the review form of
// that restaurant, so an old link still leads somewhere useful; without a
// usable id it goes to My restaurants, where the user's reviews are.
import { Navigate, useSearchParams } from 'react-router';
import { uuidSchema } from '@domain/schemas/common';
import { paths } from '@web/app/paths';

export default function AddReviewRedirectPage() {
  const [searchParams] = useSearchParams();
  const restaurantId = uuidSchema.safeParse(searchParams.get('restaurant_id') ?? '');
  const target = restaurantId.success ? paths.restaurantReview(restaurantId.data) : paths.myRestaurants;
  return <Navigate to={target} replace />;
}
