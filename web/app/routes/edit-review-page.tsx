// /reviews/{id}/edit (docs/product.md#reviews): signed out → /auth; not found or not
// the author's → 'Recensione non trovata o non autorizzato.' and /profile;
// saved → the restaurant's page. A photo deleted here goes at once. The
// practices seen on the visit are ticked as the review confirms them now.
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from '@web/lib/toast';
import { REVIEW_CUISINES, type ReviewCuisine } from '@domain/cuisines';
import { it } from '@domain/i18n/it';
import type { AllergenIndication, ReviewRating } from '@domain/labels';
import type { PracticeKey } from '@domain/practices';
import { paths } from '@web/app/paths';
import { PageLoading } from '@web/app/page-loading';
import { FormPageCard } from '@web/components/form-page-card';
import { CardDescription } from '@web/components/ui/card';
import { isApiError } from '@web/lib/api-client';
import { useSession } from '@web/lib/auth/session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useDeleteReviewPhoto } from '@web/features/reviews/api/delete-review-photo';
import { useAllergenCatalogue } from '@web/features/reviews/api/get-allergens';
import { useOwnReview } from '@web/features/reviews/api/get-review';
import { useSaveReview } from '@web/features/reviews/api/save-review';
import { ReviewForm } from '@web/features/reviews/components/review-form';
import { SignInRedirect } from '@web/lib/auth/sign-in-redirect';
import { ReviewPracticesField } from '@web/features/practices/components/review-practices-field';

const messages = it.reviews;

export default function EditReviewPage() {
  useDocumentTitle(messages.editTitle);
  const { user, loading } = useSession();
  const { reviewId = '' } = useParams();
  const navigate = useNavigate();
  const review = useOwnReview(reviewId, { enabled: Boolean(user) });
  const catalogue = useAllergenCatalogue();
  const saveReview = useSaveReview();
  const deletePhoto = useDeleteReviewPhoto(reviewId);
  // Null until changed: the review's own ticks, once loaded.
  const [practices, setPractices] = useState<PracticeKey[] | null>(null);

  const isRefused = isApiError(review.error) && review.error.status === 404;
  useEffect(() => {
    if (isRefused) {
      toast.error(messages.notFoundOrForbidden);
      void navigate(paths.profile, { replace: true });
    } else if (review.isError || catalogue.isError) {
      toast.error(messages.errorTitle, { description: it.common.unexpectedError });
    }
  }, [isRefused, review.isError, catalogue.isError, navigate]);

  if (loading) return <PageLoading />;
  if (!user) return <SignInRedirect />;
  if (!review.data || !catalogue.data) return <PageLoading />;

  const data = review.data;
  const tickedPractices = practices ?? data.practices;
  return (
    <FormPageCard title={messages.editTitle} intro={<CardDescription>{data.restaurant.name}</CardDescription>}>
      <ReviewForm
        mode="edit"
        userId={user.id}
        restaurantName={data.restaurant.name}
        allergens={catalogue.data}
        existingPhotos={data.photos}
        defaultValues={{
          rating: data.rating as ReviewRating,
          ...((REVIEW_CUISINES as readonly string[]).includes(data.restaurant.cuisine_type ?? '')
            ? { cuisine_type: data.restaurant.cuisine_type as ReviewCuisine }
            : {}),
          cleanliness_rating: data.cleanliness_rating,
          customer_attention_rating: data.customer_attention_rating,
          menu_flexibility_rating: data.menu_flexibility_rating,
          allergen_indication: data.allergen_indication as AllergenIndication,
          comment: data.comment ?? '',
          allergen_ids: data.allergen_ids,
        }}
        cancelTo={paths.restaurantDetail(data.restaurant_id)}
        extraFields={<ReviewPracticesField value={tickedPractices} onChange={setPractices} />}
        onDeleteExistingPhoto={async (photo) => {
          await deletePhoto.mutateAsync(photo.id);
        }}
        onSave={async (input) => {
          await saveReview.mutateAsync({ kind: 'update', reviewId: data.id, input: { ...input, practices: tickedPractices } });
          toast.success(messages.updatedTitle);
          void navigate(paths.restaurantDetail(data.restaurant_id));
        }}
      />
    </FormPageCard>
  );
}
