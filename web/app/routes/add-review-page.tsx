// /restaurants/{id}/review (docs/product.md#reviews): signed out → /auth;
// defaults (good, 5 stars, allergens indicated), the user's own allergens listed
// first but not ticked, the restaurant's cuisine preselected when it is one of
// the review list; 'Sì' to 'Hai avuto una reazione?' opens the reaction form on
// the restaurant's page once the review is saved.
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from '@web/lib/toast';
import { REVIEW_CUISINES, type ReviewCuisine } from '@domain/cuisines';
import { it } from '@domain/i18n/it';
import type { PracticeKey } from '@domain/practices';
import { REVIEW_FORM_DEFAULTS } from '@domain/schemas/reviews';
import { paths } from '@web/app/paths';
import { PageLoading } from '@web/app/page-loading';
import { FormPageCard } from '@web/components/form-page-card';
import { CardDescription } from '@web/components/ui/card';
import { isApiError } from '@web/lib/api-client';
import { useSession } from '@web/lib/auth/session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useUserAllergens } from '@web/lib/user-allergens';
import { useAllergenCatalogue } from '@web/features/reviews/api/get-allergens';
import { useRestaurantSummary } from '@web/features/reviews/api/get-restaurant-summary';
import { useSaveReview } from '@web/features/reviews/api/save-review';
import { ReviewForm } from '@web/features/reviews/components/review-form';
import { SignInRedirect } from '@web/lib/auth/sign-in-redirect';
import { ReviewPracticesField } from '@web/features/practices/components/review-practices-field';

const messages = it.reviews;

const isReviewCuisine = (value: string | null): value is ReviewCuisine =>
  value !== null && (REVIEW_CUISINES as readonly string[]).includes(value);

export default function AddReviewPage() {
  useDocumentTitle(messages.addTitle);
  const { user, loading } = useSession();
  const { restaurantId = '' } = useParams();
  const navigate = useNavigate();
  const isSignedIn = Boolean(user);
  const restaurant = useRestaurantSummary(restaurantId, { enabled: isSignedIn });
  const catalogue = useAllergenCatalogue();
  const ownAllergens = useUserAllergens(user?.id);
  const saveReview = useSaveReview();
  // Practices seen on this visit: each one ticked is the author's confirmation.
  const [practices, setPractices] = useState<PracticeKey[]>([]);

  const isMissing = isApiError(restaurant.error) && restaurant.error.status === 404;
  useEffect(() => {
    if (isMissing) {
      toast.error(it.restaurantDetail.notFoundTitle, { description: it.restaurantDetail.notFound });
      void navigate(paths.restaurants, { replace: true });
    } else if (restaurant.isError || catalogue.isError) {
      toast.error(messages.errorTitle, { description: it.restaurantDetail.loadError });
    }
  }, [isMissing, restaurant.isError, catalogue.isError, navigate]);

  if (loading) return <PageLoading />;
  if (!user) return <SignInRedirect />;
  // Without their saved allergens the form still works, just not prefilled.
  if (!restaurant.data || !catalogue.data || ownAllergens.isPending) return <PageLoading />;

  const data = restaurant.data;
  return (
    <FormPageCard title={messages.addTitle} intro={<CardDescription>{messages.reviewOf(data.name)}</CardDescription>}>
      <ReviewForm
        mode="create"
        userId={user.id}
        restaurantName={data.name}
        allergens={catalogue.data}
        existingPhotos={[]}
        defaultValues={{
          ...REVIEW_FORM_DEFAULTS,
          ...(isReviewCuisine(data.cuisine_type) ? { cuisine_type: data.cuisine_type } : {}),
          comment: '',
          allergen_ids: [],
        }}
        ownAllergenIds={ownAllergens.data ?? []}
        cancelTo={paths.restaurantDetail(data.id)}
        extraFields={<ReviewPracticesField value={practices} onChange={setPractices} />}
        onSave={async (input, { hadReaction }) => {
          await saveReview.mutateAsync({ kind: 'create', input: { ...input, restaurant_id: data.id, practices } });
          toast.success(messages.addedTitle);
          void navigate(hadReaction ? paths.reportReaction(data.id) : paths.restaurantDetail(data.id));
        }}
      />
    </FormPageCard>
  );
}
