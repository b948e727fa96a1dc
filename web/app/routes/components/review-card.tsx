import { useId } from 'react';
import { cn } from '@web/lib/cn';
import { isAtStartLocation } from '@web/lib/start-location';
import { allergenDisplayName } from '@domain/allergens';
import { it } from '@domain/i18n/it';
import { allergenIndicationLabel, ratingLabel } from '@domain/labels';
import { filledStarCount } from '@domain/ratings';
import { formatDate, isEdited } from '@web/features/restaurants/restaurant-format';
import type { ReviewItem } from '@domain/restaurants';
import { ReviewAuthorActions } from '@web/features/restaurants/components/review-author-actions';
import { StarRating } from '@web/features/restaurants/components/star-rating';
import { ReviewVotes } from '@web/features/votes/components/review-votes';
import { ReviewerLevels } from '@web/features/practices/components/reviewer-levels';
import type { ReviewerLevel } from '@domain/sensitivity';
import { ReportButton } from '@web/features/moderation/components/report-button';

const messages = it.reviews;

const SUB_RATINGS = [
  { key: 'cleanliness_rating', label: messages.fields.cleanliness },
  { key: 'customer_attention_rating', label: messages.fields.customerAttention },
  { key: 'menu_flexibility_rating', label: messages.fields.menuFlexibility },
] as const;

export function reviewAuthor(review: Pick<ReviewItem, 'user_id' | 'nickname'>): string {
  if (review.user_id === null) return it.restaurantDetail.deletedUser;
  return review.nickname?.trim() || messages.anonymousAuthor;
}

/** The review's photos; older rows may have only `photo_url`. */
function reviewPhotos(review: ReviewItem): { id: string; url: string }[] {
  if (review.photos.length > 0) return review.photos.map((photo) => ({ id: photo.id, url: photo.photo_url }));
  return review.photo_url ? [{ id: 'photo', url: review.photo_url }] : [];
}

/**
 * One review: author (nickname only; 'Utente eliminato' once the account is
 * gone), general rating, star ratings, allergen indication, the allergens met,
 * comment (plain text, never HTML), photos opening full size, date, votes;
 * the author also gets edit and delete.
 */
export function ReviewCard({ review, reviewerLevels }: { review: ReviewItem; /** Shown only when the author shares them. */ reviewerLevels?: readonly ReviewerLevel[] }) {
  const authorId = useId();
  const author = reviewAuthor(review);
  const photos = reviewPhotos(review);
  return (
    <article
      aria-labelledby={authorId}
      data-testid="review-card"
      // Far cards wait to be drawn only on the page the app started on (ADR 016). On a page gone back to,
      // the scroll position restored is counted on drawn heights: undrawn cards above it, standing in at
      // 12rem, put the reader some 50 px per card away from where they left.
      className={cn('flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-sm', isAtStartLocation() && 'render-when-near')}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-0.5">
          <h3 id={authorId} className="font-semibold">
            {author}
          </h3>
          {!review.is_own && review.user_id !== null && review.nickname && (
            <ReportButton targetType="profile" targetId={review.user_id} label={it.moderation.reportNickname} />
          )}
          <p className="text-sm text-muted-foreground">
            <time dateTime={review.created_at}>{it.restaurantDetail.reviewDate(formatDate(review.created_at))}</time>
            {isEdited(review.created_at, review.updated_at) && ` ${messages.edited}`}
          </p>
          {review.is_before_new_management && (
            <p data-testid="before-new-management" className="w-fit rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-950">
              {it.venueStatus.beforeNewManagement}
            </p>
          )}
          {review.is_superseded && (
            <p data-testid="superseded-review" className="w-fit rounded-full bg-muted px-2 py-0.5 text-xs font-medium">
              {it.restaurantDetail.supersededReview}
            </p>
          )}
        </div>
        <p className="rounded-full bg-secondary px-3 py-1 text-sm font-semibold text-secondary-foreground">
          <span className="sr-only">{messages.fields.rating}: </span>
          {ratingLabel(review.rating)}
        </p>
      </header>

      <dl className="grid gap-2 sm:grid-cols-2">
        {SUB_RATINGS.map(({ key, label }) => {
          const value = review[key];
          if (value === null) return null;
          const filled = filledStarCount(value);
          return (
            <div key={key} className="flex items-center justify-between gap-2">
              <dt className="text-sm">{label}</dt>
              <dd>
                <StarRating filled={filled} label={messages.starLabel(filled)} />
              </dd>
            </div>
          );
        })}
        <div className="flex items-center justify-between gap-2">
          <dt className="text-sm">{messages.fields.allergenIndication}</dt>
          <dd className="text-sm font-semibold">{allergenIndicationLabel(review.allergen_indication)}</dd>
        </div>
      </dl>

      {review.allergens.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium">{messages.taggedAllergens}</span>
          <ul className="flex flex-wrap gap-1.5">
            {review.allergens.map((allergen) => (
              <li key={allergen.id} className="inline-flex items-center gap-1 rounded-full border border-border px-2.5 py-0.5 text-sm">
                <span aria-hidden="true">{allergen.emoji}</span>
                {allergenDisplayName(allergen.name)}
              </li>
            ))}
          </ul>
        </div>
      )}

      <ReviewerLevels levels={reviewerLevels} />

      {review.comment && <p className="text-pretty break-words whitespace-pre-line">{review.comment}</p>}

      {photos.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noopener noreferrer" className="block overflow-hidden rounded-lg">
                <img
                  src={photo.url}
                  alt={it.restaurantDetail.reviewPhotoAlt(index + 1, author)}
                  loading="lazy"
                  className="aspect-square w-full object-cover"
                />
                <span className="sr-only"> {it.common.opensInNewTab}</span>
              </a>
              {!review.is_own && photo.id !== 'photo' && (
                <ReportButton targetType="photo" targetId={photo.id} label={it.moderation.reportPhotoN(index + 1)} />
              )}
            </li>
          ))}
        </ul>
      )}

      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-3 text-sm text-muted-foreground">
        <div className="flex flex-wrap items-center gap-3">
          {/* The author reads 'La tua recensione:' and the counts; everybody else is asked to vote. */}
          {review.is_own && <span className="font-medium text-foreground">{messages.yourReview}</span>}
          <ReviewVotes reviewId={review.id} likes={review.likes} dislikes={review.dislikes} myVote={review.my_vote} isOwn={review.is_own} />
        </div>
        {review.is_own ? <ReviewAuthorActions reviewId={review.id} /> : <ReportButton targetType="review" targetId={review.id} />}
      </footer>
    </article>
  );
}
