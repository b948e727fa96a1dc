// A venue's popup on the map (docs/product.md#map): name, cuisine, reviews, address,
// phone, badge, 'Scopri', 'Chiama' (only with a phone) and directions.
import { Link } from 'react-router';
import { cuisineLabel } from '@domain/cuisines';
import { DIRECTIONS_PROVIDERS, telHref, type LatLng } from '@domain/geo';
import { it } from '@domain/i18n/it';
import { latestReviewText } from '@domain/recency';
import { shownCommunityLevel } from '@domain/safety';
import { paths } from '@web/app/paths';
import { externalLinkLabel, externalLinkProps } from '@web/lib/external-links';
import type { MapVenue } from '@domain/restaurants';
import { SafetyBadge } from '@web/features/restaurants/components/safety-badge';
import { IncidentAlertNotice } from '@web/features/incidents/components/incident-alert';
import { VenueStatusNotice } from '@web/features/venue-status/components/venue-status-notice';
import { SaveButton } from '@web/features/saved/components/save-button';

const messages = it.map;

const actionClass =
  'inline-flex items-center justify-center rounded-md px-2.5 py-1.5 text-xs font-semibold no-underline focus-visible:outline-2 focus-visible:outline-offset-2';

export function VenuePopup({ venue, origin }: { venue: MapVenue; origin: LatLng | null }) {
  const phoneHref = telHref(venue.phone);
  const destination = { lat: venue.latitude, lng: venue.longitude };
  return (
    <div data-testid="venue-popup" className="venue-popup flex min-w-48 flex-col gap-1 text-sm leading-snug text-foreground sm:min-w-52 sm:gap-1.5">
      <h2 className="m-0 text-base font-bold leading-tight">{venue.name}</h2>
      {venue.cuisine_type && <p className="m-0 text-muted-foreground">{cuisineLabel(venue.cuisine_type)}</p>}
      <p className="m-0">{messages.reviews(venue.review_count)}</p>
      {venue.latest_review_at && (
        <p className="m-0 text-muted-foreground" data-testid="venue-latest-review">
          {latestReviewText(venue.latest_review_at, new Date())}
        </p>
      )}
      <p className="m-0">
        {venue.address}, {venue.city}
      </p>
      {venue.phone && <p className="m-0">{venue.phone}</p>}
      <SafetyBadge level={shownCommunityLevel(venue.safety_level, venue.incident_alert != null)} people={venue.review_count} />
      <VenueStatusNotice status={venue.venue_status ?? null} compact />
      <IncidentAlertNotice alert={venue.incident_alert ?? null} compact />
      <div className="mt-1 flex flex-wrap gap-1.5">
        <Link to={paths.restaurantDetail(venue.id)} className={`${actionClass} bg-primary !text-primary-foreground`}>
          {messages.discover}
        </Link>
        {phoneHref && (
          <a href={phoneHref} className={`${actionClass} border border-border !text-foreground`}>
            {messages.call}
          </a>
        )}
        <SaveButton restaurantId={venue.id} restaurantName={venue.name} size="sm" className="h-8 px-2.5 text-xs" />
      </div>
      <div className="flex flex-wrap gap-1.5">
        {DIRECTIONS_PROVIDERS.map(({ key, url }) => {
          const provider = messages.navigationApps[key];
          return (
            <a
              key={key}
              href={url({ destination, origin })}
              {...externalLinkProps()}
              aria-label={externalLinkLabel(it.common.directions.with(it.common.directions[key]))}
              className={`${actionClass} border border-border !text-foreground`}
            >
              {provider}
            </a>
          );
        })}
      </div>
    </div>
  );
}
