// The left part of a restaurant's row (the list, the saved venues, My restaurants).
import { MapPin, Navigation } from 'lucide-react';
import { cuisineLabel } from '@domain/cuisines';
import { it } from '@domain/i18n/it';
import { shownCommunityLevel } from '@domain/safety';
import type { RestaurantListItem } from '@domain/restaurants';
import { formatDistance } from '../restaurant-format';
import { SafetyBadge } from './safety-badge';

const messages = it.restaurants;

/** Name, badge, address, cuisine, review count and distance: the left part of a row. */
export function RestaurantSummary({
  nameId,
  restaurant,
  headingLevel = 3,
  reviewCount,
  hasOpenAlert = false,
}: {
  nameId: string;
  restaurant: Pick<RestaurantListItem, 'name' | 'address' | 'city' | 'cuisine_type' | 'distance_km'> & {
    safety: { level: RestaurantListItem['safety']['level'] };
  };
  headingLevel?: 2 | 3;
  /** Shown when given ('N recensioni'); one counted review is one person, so it also marks 'Pochi dati'. */
  reviewCount?: number;
  /** An open reaction report: the badge is then never 'safe'. */
  hasOpenAlert?: boolean;
}) {
  const distance = formatDistance(restaurant.distance_km);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Heading id={nameId} className="text-lg leading-snug font-semibold break-words">
          {restaurant.name}
        </Heading>
        <SafetyBadge level={shownCommunityLevel(restaurant.safety.level, hasOpenAlert)} people={reviewCount} />
      </div>
      <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
        <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          {restaurant.address}, {restaurant.city}
        </span>
      </p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        {restaurant.cuisine_type && (
          <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium">{cuisineLabel(restaurant.cuisine_type)}</span>
        )}
        {reviewCount !== undefined && <span className="text-muted-foreground">{messages.reviewCount(reviewCount)}</span>}
        {distance && (
          <span className="inline-flex items-center gap-1 text-muted-foreground" data-testid="restaurant-distance">
            <Navigation className="size-3.5" aria-hidden="true" />
            {messages.distance(distance)}
          </span>
        )}
      </p>
    </div>
  );
}
