// /restaurants/:restaurantId: everything known about one restaurant and its
// reviews (docs/product.md#restaurant-detail). The API needs a signed-in user, so visitors get
// the access-required message.
import { memo, useEffect, useId, useMemo, useState } from 'react';
import { useDrawnInSlices } from '@web/lib/use-drawn-in-slices';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Globe, Hash, MapPin, MessageSquarePlus, Phone, RotateCw, Star, UtensilsCrossed } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { cuisineLabel } from '@domain/cuisines';
import { telHref } from '@domain/geo';
import { it } from '@domain/i18n/it';
import { menuNumbersMessages } from '@domain/i18n/it/menu-numbers';
import { practicesMessages } from '@domain/i18n/it/practices';
import { RESTAURANT_REVIEWS_SHOWN_MAX, RESTAURANT_REVIEWS_STEP } from '@domain/limits';
import { isImportedDescription } from '@domain/places';
import { shownCommunityLevel } from '@domain/safety';
import { paths } from '@web/app/paths';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { MountedInTurn } from '@web/components/mounted-in-turn';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSession } from '@web/lib/auth/session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { isRestaurantNotFound, useRestaurant } from '@web/features/restaurants/api/get-restaurant';
import { useLiveRestaurant } from '@web/features/restaurants/api/use-live-restaurant';
import { AccessRequired } from '@web/features/restaurants/components/access-required';
import { LoadMoreButton } from '@web/features/restaurants/components/list-controls';
import { PersonalSafety } from '@web/features/restaurants/components/personal-safety';
import { RestaurantAverages } from '@web/features/restaurants/components/restaurant-averages';
import { DirectionsCard, RestaurantMapCard } from '@web/features/restaurants/components/restaurant-location';
import { ReviewCard } from './components/review-card';
import { SafetyBadge } from '@web/features/restaurants/components/safety-badge';
import { restaurantPoint } from '@web/features/restaurants/restaurant-format';
import { IncidentAlertNotice } from '@web/features/incidents/components/incident-alert';
import { IncidentSection } from '@web/features/incidents/components/incident-section';
import { SaveButton } from '@web/features/saved/components/save-button';
import { EditHistory } from '@web/features/moderation/components/edit-history';
import { ReportButton } from '@web/features/moderation/components/report-button';
import type { RestaurantDetail } from '@domain/restaurants';
import { PracticesSection } from '@web/features/practices/components/practices-section';
import { AsSensitiveToggle, useReviewSensitivity, type ReviewSensitivity } from '@web/features/practices/components/as-sensitive-toggle';
import { VenueStatusNotice } from '@web/features/venue-status/components/venue-status-notice';
import { VenueStatusSection } from '@web/features/venue-status/components/venue-status-section';

const messages = it.restaurantDetail;

export default function RestaurantDetailPage() {
  const { restaurantId = '' } = useParams();
  const { user, loading } = useSession();
  if (loading) return <DetailSkeleton />;
  if (!user) {
    return <AccessRequired title={messages.accessRequiredTitle} text={messages.accessRequired} signInLabel={messages.signIn} />;
  }
  return <RestaurantDetailView key={restaurantId} restaurantId={restaurantId} />;
}

function RestaurantDetailView({ restaurantId }: { restaurantId: string }) {
  const navigate = useNavigate();
  const [reviewsAsked, setReviewsAsked] = useState(RESTAURANT_REVIEWS_STEP);
  const query = useDrawnInSlices(useRestaurant(restaurantId, { reviews: reviewsAsked }));
  useLiveRestaurant(restaurantId);
  const isNotFound = query.isError && isRestaurantNotFound(query.error);
  useDocumentTitle(query.data?.restaurant.name ?? messages.loading);
  // The same object while the deferred query stands still, so the page's sections are not drawn again.
  const moreReviews = useMemo((): MoreReviews | null => {
    const shown = query.data?.reviews.length ?? 0;
    const canShowMore = query.data !== undefined && shown < query.data.review_count && reviewsAsked < RESTAURANT_REVIEWS_SHOWN_MAX;
    if (!canShowMore) return null;
    return {
      isLoading: query.isPlaceholderData,
      show: () => setReviewsAsked(Math.min(shown + RESTAURANT_REVIEWS_STEP, RESTAURANT_REVIEWS_SHOWN_MAX)),
    };
  }, [query.data, query.isPlaceholderData, reviewsAsked]);

  useEffect(() => {
    if (!query.isError) return;
    if (isRestaurantNotFound(query.error)) {
      // The id keeps a repeated effect from stacking the same toast.
      toast.error(messages.notFoundTitle, { id: 'restaurant-not-found', description: messages.notFound });
      void navigate(paths.restaurants, { replace: true });
    } else {
      toast.error(messages.errorTitle, { id: 'restaurant-load-error', description: messages.loadError });
    }
  }, [query.isError, query.error, navigate]);

  if (query.isPending || isNotFound) return <DetailSkeleton />;
  if (query.isError) {
    return (
      <div className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center gap-5 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold tracking-tight">{messages.errorTitle}</h1>
        <p role="alert" className="text-muted-foreground">
          {messages.loadError}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={() => void query.refetch()}>
            <RotateCw aria-hidden="true" />
            {messages.retry}
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.restaurants}>{messages.backToList}</Link>
          </Button>
        </div>
      </div>
    );
  }
  return <RestaurantDetailContent detail={query.data} moreReviews={moreReviews} />;
}

function BackLinks({ detail }: { detail: RestaurantDetail }) {
  return (
    <nav aria-label={it.common.back} className="flex flex-wrap gap-2">
      <Button asChild variant="ghost" size="sm">
        <Link to={paths.restaurants}>
          <ArrowLeft aria-hidden="true" />
          {messages.backToList}
        </Link>
      </Button>
      <Button asChild variant="ghost" size="sm">
        <Link to={paths.restaurantMapFor(detail.restaurant)}>
          <MapPin aria-hidden="true" />
          {messages.backToMap}
        </Link>
      </Button>
      <Button asChild variant="ghost" size="sm">
        <Link to={paths.myRestaurants}>
          <Star aria-hidden="true" />
          {messages.backToMyRestaurants}
        </Link>
      </Button>
    </nav>
  );
}

type MoreReviews = { isLoading: boolean; show: () => void };

function RestaurantDetailContent({ detail, moreReviews }: { detail: RestaurantDetail; moreReviews: MoreReviews | null }) {
  const sensitivity = useReviewSensitivity(detail.restaurant.id, detail.personal_safety !== null);
  return <RestaurantDetailSections detail={detail} moreReviews={moreReviews} sensitivity={sensitivity} />;
}

type DetailSectionsProps = { detail: RestaurantDetail; moreReviews: MoreReviews | null; sensitivity: ReviewSensitivity };

// Memoised: the sensitivity query's answer first redraws only RestaurantDetailContent, with the unchanged
// deferred copy (nothing below it), and then the page in a transition.
const RestaurantDetailSections = memo(function RestaurantDetailSections({ detail, moreReviews, sensitivity }: DetailSectionsProps) {
  const { restaurant } = detail;
  const { user } = useSession();
  const reviewsTitleId = useId();
  const point = restaurantPoint(restaurant);
  const phoneHref = telHref(restaurant.phone);
  const description = restaurant.description && !isImportedDescription(restaurant.description) ? restaurant.description : null;
  const reviews = sensitivity.reviews ?? detail.reviews;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6">
      <BackLinks detail={detail} />

      <Card>
        <CardContent className="flex flex-col gap-5">
          <div className="flex flex-col gap-3">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{restaurant.name}</h1>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              {restaurant.cuisine_type && (
                <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2.5 py-0.5 font-medium">
                  <UtensilsCrossed className="size-3.5" aria-hidden="true" />
                  <span className="sr-only">{messages.cuisineType}: </span>
                  {cuisineLabel(restaurant.cuisine_type)}
                </span>
              )}
              <span className="text-muted-foreground">{messages.reviewCount(detail.review_count)}</span>
            </div>
            <VenueStatusNotice status={detail.venue_status} />
          </div>
          <PageSections reviewCount={detail.review_count} />

          <div className="grid gap-3 sm:grid-cols-2">
            <div data-testid="community-safety" className="flex flex-col gap-1.5 rounded-lg border border-border bg-muted/40 p-3">
              <p className="text-sm font-medium">{messages.communityBadgeTitle}</p>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <SafetyBadge
                  level={shownCommunityLevel(detail.safety.level, detail.incident_alert !== null)}
                  people={detail.people_count}
                />
                {detail.people_count > 0 && (
                  <span className="text-sm text-muted-foreground" data-testid="community-people">
                    {it.restaurants.basedOnPeople(detail.people_count)}
                  </span>
                )}
              </div>
              {detail.incident_alert !== null && detail.safety.level === 'safe' && (
                <p className="text-sm text-muted-foreground">{it.restaurants.cappedByAlert}</p>
              )}
              <p className="text-xs text-muted-foreground">{it.restaurants.evidenceRule}</p>
            </div>
            <PersonalSafety personal={detail.personal_safety} asSensitiveCount={sensitivity.count} />
          </div>
          <IncidentAlertNotice alert={detail.incident_alert} />
          <p>
            <Link to={paths.menuNumbers} className="inline-flex min-h-11 items-center gap-2 font-medium text-primary underline underline-offset-4">
              <Hash aria-hidden="true" className="size-4" />
              {menuNumbersMessages.title}
            </Link>
          </p>

          {description && <p className="text-pretty break-words whitespace-pre-line">{description}</p>}

          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div className="flex items-start gap-2">
              <dt className="mt-0.5 text-muted-foreground">
                <MapPin className="size-4" aria-hidden="true" />
                <span className="sr-only">{messages.address}</span>
              </dt>
              <dd>
                {restaurant.address}, {restaurant.city}
              </dd>
            </div>
            {restaurant.phone && (
              <div className="flex items-start gap-2">
                <dt className="mt-0.5 text-muted-foreground">
                  <Phone className="size-4" aria-hidden="true" />
                  <span className="sr-only">{messages.phone}</span>
                </dt>
                <dd>
                  {phoneHref ? (
                    <a href={phoneHref} className="text-primary underline underline-offset-4">
                      {restaurant.phone}
                    </a>
                  ) : (
                    restaurant.phone
                  )}
                </dd>
              </div>
            )}
            {restaurant.website && (
              <div className="flex min-w-0 items-start gap-2">
                <dt className="mt-0.5 text-muted-foreground">
                  <Globe className="size-4" aria-hidden="true" />
                  <span className="sr-only">{messages.website}</span>
                </dt>
                <dd className="min-w-0">
                  <a
                    href={restaurant.website}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-primary underline underline-offset-4"
                  >
                    {messages.visitWebsite}
                    <span className="sr-only"> {it.common.opensInNewTab}</span>
                  </a>
                </dd>
              </div>
            )}
          </dl>

          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link to={paths.restaurantReview(restaurant.id)}>
                <MessageSquarePlus aria-hidden="true" />
                {messages.addReview}
              </Link>
            </Button>
            <SaveButton restaurantId={restaurant.id} restaurantName={restaurant.name} />
            {phoneHref && (
              <Button asChild variant="outline">
                <a href={phoneHref} aria-label={it.common.phoneCall(restaurant.phone ?? '')}>
                  <Phone aria-hidden="true" />
                  {messages.call}
                </a>
              </Button>
            )}
            {/* Whoever added it edits it: one's own content is not reported (400 report_own_content). */}
            {restaurant.user_id !== user?.id && <ReportButton targetType="restaurant" targetId={restaurant.id} />}
          </div>
        </CardContent>
      </Card>

      <MountedInTurn placeholder={SECTION_PLACEHOLDER}>
        <RestaurantAverages detail={detail} />
      </MountedInTurn>

      <div id="recensioni" className="scroll-mt-24">
        <MountedInTurn placeholder={SECTION_PLACEHOLDER}>
          <section aria-labelledby={reviewsTitleId} className="flex flex-col gap-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={reviewsTitleId} className="text-xl font-semibold">
                {messages.reviewsTitle}
              </h2>
              <span className="text-sm text-muted-foreground">{messages.reviewCount(detail.review_count)}</span>
            </div>
            {sensitivity.count !== undefined && <AsSensitiveToggle sensitivity={sensitivity} />}
            {sensitivity.reviews && sensitivity.reviews.length === 0 ? (
              <p className="text-sm text-muted-foreground">{sensitivity.emptyText}</p>
            ) : detail.reviews.length === 0 ? (
              <div data-testid="no-reviews" className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-border bg-card p-6">
                <p>{messages.noReviews}</p>
                <Button asChild variant="outline">
                  <Link to={paths.restaurantReview(restaurant.id)}>{messages.writeFirstReview}</Link>
                </Button>
              </div>
            ) : (
              <ul className="flex flex-col gap-4">
                {reviews.map((review) => (
                  <li key={review.id}>
                    <ReviewCard review={review} reviewerLevels={sensitivity.levelsOf(review.id)} />
                  </li>
                ))}
              </ul>
            )}
            {!sensitivity.reviews && detail.reviews.length < detail.review_count && (
              <p className="self-center text-sm text-muted-foreground" data-testid="reviews-shown-of-total" aria-live="polite">
                {it.restaurants.shownOfTotal(detail.reviews.length, detail.review_count)}
              </p>
            )}
            {moreReviews && !sensitivity.reviews && <LoadMoreButton label={messages.moreReviews} isLoading={moreReviews.isLoading} onClick={moreReviews.show} />}
          </section>
        </MountedInTurn>
      </div>
      <div id="reazioni" className="scroll-mt-24">
        <MountedInTurn placeholder={SECTION_PLACEHOLDER}>
          <IncidentSection restaurantId={restaurant.id} reportAction={(reportId) => <ReportButton targetType="incident" targetId={reportId} />} />
        </MountedInTurn>
      </div>

      <div id={PRACTICES_ANCHOR} className="scroll-mt-24">
        <MountedInTurn placeholder={FOLDED_PLACEHOLDER}>
          <PracticesSection restaurantId={restaurant.id} anchor={PRACTICES_ANCHOR} reportAction={(stanceId) => <ReportButton targetType="practice_stance" targetId={stanceId} />} />
        </MountedInTurn>
      </div>

      {point && (
        <MountedInTurn placeholder={SECTION_PLACEHOLDER}>
          <div className="grid gap-6 md:grid-cols-2">
            <DirectionsCard point={point} />
            <RestaurantMapCard name={restaurant.name} point={point} />
          </div>
        </MountedInTurn>
      )}

      <div id="stato" className="scroll-mt-24">
        <MountedInTurn placeholder={SECTION_PLACEHOLDER}>
          <VenueStatusSection restaurantId={restaurant.id} reportAction={(claimId) => <ReportButton targetType="status_claim" targetId={claimId} />} />
        </MountedInTurn>
      </div>

      <MountedInTurn placeholder={null}>
        <EditHistory restaurantId={restaurant.id} />
      </MountedInTurn>
    </div>
  );
});

/** Where 'In questa pagina' leads to the practices; following it opens them (they are folded). */
const PRACTICES_ANCHOR = 'pratiche';

/** What a part below the first screen shows until its turn comes (MountedInTurn). */
const SECTION_PLACEHOLDER = <Skeleton className="h-40 w-full rounded-xl" />;
/** The same for a folded section, about its height. */
const FOLDED_PLACEHOLDER = <Skeleton className="h-24 w-full rounded-xl" />;

function DetailSkeleton() {
  return (
    <div role="status" data-page-skeleton className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6">
      <span className="sr-only">{messages.loading}</span>
      <Skeleton className="h-10 w-80 max-w-full" />
      <Skeleton className="h-48 w-full rounded-xl" />
      <Skeleton className="h-40 w-full rounded-xl" />
    </div>
  );
}

/**
 * 'In questa pagina', under the venue's name: the sections below the verdict,
 * in the page's order (the reviews, the reaction reports, the folded
 * practices, the status), each one tap away from the first screen.
 */
function PageSections({ reviewCount }: { reviewCount: number }) {
  const links = [
    { href: '#recensioni', label: `${messages.reviewsTitle} (${reviewCount})` },
    { href: '#reazioni', label: it.incidents.listTitle },
    { href: `#${PRACTICES_ANCHOR}`, label: practicesMessages.sectionTitle },
    { href: '#stato', label: it.venueStatus.sectionTitle },
  ];
  return (
    <nav aria-label={messages.pageSections} data-testid="page-sections">
      {/* One row on a phone, scrolling sideways: four rows of links would push the verdict below the first screen. */}
      <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 py-0.5 text-sm sm:flex-wrap">
        {links.map((link) => (
          <li key={link.href} className="shrink-0">
            <a href={link.href} className="inline-flex min-h-11 items-center rounded-full border border-border px-3 whitespace-nowrap text-primary underline-offset-4 hover:underline">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
