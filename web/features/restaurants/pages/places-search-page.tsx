// /restaurants/search ('Cerca Locale', docs/product.md#places-search-and-import): search a places
// service and import a venue. Deliberate change: when the service fails we
// show an honest error with 'Aggiungi', never invented venues (a user could
// import one).
import { useId, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ExternalLink, List, MapPin, Plus } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { cuisineFromPlaceTypes } from '@domain/cuisines';
import { cityFromFormattedAddress, streetFromFormattedAddress } from '@domain/duplicates';
import { googleMapsPlaceUrl, haversineKm, type LatLng } from '@domain/geo';
import { it } from '@domain/i18n/it';
import { errorMessages } from '@domain/i18n/it/errors';
import { PLACES_DEBOUNCE_MS, PLACES_PHOTO_WIDTH, PLACES_PHOTO_WIDTH_COMPACT } from '@domain/limits';
import { IMPORTED_RESTAURANT_DESCRIPTION, placesSearchQuery, priceLevelText } from '@domain/places';
import { paths } from '@web/app/paths';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { APP_NAME } from '@web/lib/app-name';
import { useSession } from '@web/lib/auth/session';
import { useGeolocation } from '@web/lib/geolocation';
import { useLocationConsent } from '@web/lib/location-consent';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useMediaQuery } from '@web/lib/use-media-query';
import { createRestaurant, DuplicateRestaurantError, hiddenDuplicateMessage } from '../api/create-restaurant';
import { getPlaceDetails, usePlacePhoto, usePlacesSearch, type Place } from '../api/places';
import { StarRating } from '../components/star-rating';
import { SignInRedirect } from '@web/lib/auth/sign-in-redirect';

const messages = it.places;

export default function PlacesSearchPage() {
  useDocumentTitle(messages.title);
  const { user, loading } = useSession();
  if (loading) return null;
  if (!user) return <SignInRedirect />;
  return <PlacesSearch />;
}

function PlacesSearch() {
  const inputId = useId();
  const navigate = useNavigate();
  const [input, setInput] = useState('');
  const query = placesSearchQuery(useDebouncedValue(input, PLACES_DEBOUNCE_MS));
  const { consent, recordPositionError } = useLocationConsent();
  const { state: geolocation } = useGeolocation({ enabled: consent !== 'denied', onError: recordPositionError });
  const located = geolocation.status === 'success' ? geolocation.position : null;
  const position: LatLng | null = useMemo(() => (located ? { lat: located.lat, lng: located.lng } : null), [located]);
  const search = usePlacesSearch(query, position);
  const [importing, setImporting] = useState<string | null>(null);
  // Phones get the compact result card (docs/product.md#places-search-and-import), with the smaller photo.
  const compact = useMediaQuery('(max-width: 639px)');

  const results = useMemo(() => {
    const places = search.data ?? [];
    if (!position) return places;
    const distance = (place: Place) => haversineKm(position, place.geometry.location);
    return [...places].sort((a, b) => distance(a) - distance(b));
  }, [search.data, position]);

  const importPlace = async (place: Place) => {
    setImporting(place.place_id);
    try {
      const details = await getPlaceDetails(place.place_id);
      if (!details) {
        toast.error(messages.errorTitle, { description: messages.detailsError });
        return;
      }
      const restaurant = await createRestaurant({
        name: details.name,
        address: streetFromFormattedAddress(details.formatted_address),
        city: cityFromFormattedAddress(details.formatted_address),
        cuisine_type: cuisineFromPlaceTypes(details.types),
        description: IMPORTED_RESTAURANT_DESCRIPTION,
        phone: details.formatted_phone_number ?? null,
        website: details.website ?? null,
        latitude: details.geometry.location.lat,
        longitude: details.geometry.location.lng,
      });
      toast.success(messages.addedTitle, { description: messages.added(restaurant.name) });
      navigate(paths.restaurantDetail(restaurant.id));
    } catch (error) {
      if (error instanceof DuplicateRestaurantError) {
        toast.info(messages.duplicateTitle(APP_NAME), { description: messages.duplicate(place.name) });
        navigate(paths.restaurantDetail(error.existingId));
        return;
      }
      const hiddenDuplicate = hiddenDuplicateMessage(error);
      if (hiddenDuplicate) {
        toast.info(messages.duplicateTitle(APP_NAME), { description: hiddenDuplicate });
        return;
      }
      console.error('Import failed', error);
      toast.error(messages.errorTitle, { description: messages.addError });
    } finally {
      setImporting(null);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{messages.title}</h1>
        <div className="flex gap-2">
          <Button asChild variant="outline">
            <Link to={paths.restaurants}>
              <List aria-hidden="true" />
              {messages.backToList}
            </Link>
          </Button>
          <Button asChild>
            <Link to={paths.addRestaurant}>
              <Plus aria-hidden="true" />
              {messages.addManually}
            </Link>
          </Button>
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="sr-only">
          {messages.searchLabel}
        </label>
        <Input id={inputId} type="search" value={input} onChange={(event) => setInput(event.target.value)} placeholder={messages.searchPlaceholder} />
        {position && <p className="text-sm text-muted-foreground">{messages.sortingByDistance}</p>}
        {geolocation.status === 'error' && <p className="text-sm text-muted-foreground">{messages.positionError(geolocation.message)}</p>}
      </div>
      <section aria-live="polite" className="flex flex-col gap-3">
        {query === null ? (
          <div className="py-10 text-center">
            <p className="text-lg font-semibold">{messages.emptyTitle}</p>
            <p className="text-muted-foreground">{messages.emptyText}</p>
          </div>
        ) : search.isPending ? (
          <p role="status" className="text-center text-muted-foreground">
            {messages.loading}
          </p>
        ) : search.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
            <p>{errorMessages.places_unavailable}</p>
            <Button asChild>
              <Link to={paths.addRestaurantNamed(query)}>
                <Plus aria-hidden="true" />
                {messages.addManually}
              </Link>
            </Button>
          </div>
        ) : results.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">{messages.noResults(query)}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {results.map((place) => (
              <li key={place.place_id}>
                <PlaceCard
                  place={place}
                  compact={compact}
                  busy={importing === place.place_id}
                  disabled={importing !== null}
                  onImport={() => void importPlace(place)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** The star rating out of 5, for the eye (filled up to the floored rating, docs/product.md#ratings); screen readers hear the number. */
function PlaceStars({ rating }: { rating: number }) {
  return (
    <p className="flex items-center gap-1 text-sm">
      <span className="sr-only">{messages.ratingLabel(rating.toFixed(1))}</span>
      <StarRating filled={Math.floor(rating)} />
      <span aria-hidden="true">{rating.toFixed(1)}</span>
    </p>
  );
}

type PlaceCardProps = { place: Place; compact: boolean; busy: boolean; disabled: boolean; onImport: () => void };

/** A result: the compact card on phones (name, stars, photo, 'Aggiungi', 'Maps'), the full one elsewhere. */
function PlaceCard({ place, compact, busy, disabled, onImport }: PlaceCardProps) {
  const photo = usePlacePhoto(place.photos?.[0]?.photo_reference, compact ? PLACES_PHOTO_WIDTH_COMPACT : PLACES_PHOTO_WIDTH);
  const price = priceLevelText(place.price_level);
  const openNow = place.opening_hours?.open_now;
  const mapsUrl = googleMapsPlaceUrl({ name: place.name, placeId: place.place_id.startsWith('osm:') ? null : place.place_id });
  return (
    <article data-testid="place-card" data-variant={compact ? 'compact' : 'full'} className="flex gap-3 rounded-lg border border-border p-3">
      {photo.data && <img src={photo.data} alt={messages.photoAlt(place.name)} width={96} height={96} className="size-24 shrink-0 rounded-md object-cover" />}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="text-lg font-semibold">{place.name}</h2>
        {typeof place.rating === 'number' && <PlaceStars rating={place.rating} />}
        {!compact && place.formatted_address && (
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            {place.formatted_address}
          </p>
        )}
        {!compact && (
          <p className="flex gap-3 text-sm">
            {openNow !== undefined && <span className={openNow ? 'text-green-700' : 'text-red-700'}>{openNow ? messages.openNow : messages.closed}</span>}
            {price && (
              <span>
                <span className="sr-only">{messages.priceLevelLabel(place.price_level!)}</span>
                <span aria-hidden="true">{price}</span>
              </span>
            )}
          </p>
        )}
        <div className="mt-1 flex flex-wrap gap-2">
          <Button size="sm" onClick={onImport} disabled={disabled} aria-label={compact ? messages.addTo(APP_NAME) : undefined}>
            <Plus aria-hidden="true" />
            {busy ? messages.adding : compact ? messages.add : messages.addTo(APP_NAME)}
          </Button>
          <Button asChild size="sm" variant="outline">
            <a href={mapsUrl} target="_blank" rel="noopener noreferrer" aria-label={compact ? messages.viewOnGoogleMaps : undefined}>
              <ExternalLink aria-hidden="true" />
              {compact ? messages.maps : messages.viewOnGoogleMaps}
            </a>
          </Button>
        </div>
      </div>
    </article>
  );
}
