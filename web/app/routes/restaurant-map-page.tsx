// /restaurants/map: reviewed venues on a map (docs/product.md#map). Only
// the venues inside the visible bounds are fetched; dense areas cluster.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft, LocateFixed, Navigation, RefreshCw, RotateCw, Wifi, WifiOff } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { it } from '@domain/i18n/it';
import { MAP_HEIGHT_OFFSET_PX, MAP_RECENTRE_DELAY_MS, MAP_ZOOM_USER_POSITION } from '@domain/limits';
import type { LatLng } from '@domain/geo';
import { paths } from '@web/app/paths';
import { Button } from '@web/components/ui/button';
import { useSession } from '@web/lib/auth/session';
import { useGeolocation, type GeolocationState } from '@web/lib/geolocation';
import { useLocationConsent } from '@web/lib/location-consent';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useGeocodedCity, useMapConfig, useMapVenues } from '@web/features/restaurants/api/get-map-venues';
import { AccessRequired } from '@web/features/restaurants/components/access-required';
import { centreWithoutPositionText, cityFromTable, mapUrlState, mapView, type Bounds, type MapView } from '@web/features/restaurants/map/map-view';
import type { MapFit, MapMove } from '@web/features/restaurants/map/venue-map';
import { useOnlineStatus } from '@web/app/pwa/use-online-status';
import { useLiveMap } from '@web/features/restaurants/map/use-live-map';
import { MapFirstView } from '@web/features/restaurants/map/map-first-view';

// Asked for as soon as this page's code runs, with the session still being
// read: the map (Leaflet) is what the page is for, and its tiles can only be
// asked for once it has run.
const venueMapModule = import('./components/venue-map-with-popups');
// A failed download shows in the page's error screen when the map is drawn (lazy rethrows it), not as an unhandled rejection before.
venueMapModule.catch(() => {});
const VenueMap = lazy(() => venueMapModule);

const messages = it.map;

export default function RestaurantMapPage() {
  useDocumentTitle(messages.title);
  const { user, loading } = useSession();
  if (!user && !loading) {
    return <AccessRequired title={messages.accessRequiredTitle} text={messages.accessRequired} signInLabel={messages.signIn} />;
  }
  // Drawn while a stored session is still being read too: the tiles need no
  // account, and the map's own requests wait for the session's token
  // (apiFetch), so the first tiles are on their way that much sooner.
  return <RestaurantMap />;
}

function MapLoading() {
  return (
    <p role="status" className="p-8 text-center text-muted-foreground">
      {messages.loading}
    </p>
  );
}

/** What went wrong, and 'Riprova'. */
function MapUnavailable({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex size-full flex-col items-center justify-center gap-3 bg-muted p-6 text-center">
      <p>{message}</p>
      <Button type="button" variant="outline" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        {it.common.retry}
      </Button>
    </div>
  );
}

/**
 * How far down the map a banner floating over its top reaches (0 without
 * one), kept current as it changes size: a venue's popup opens below it
 * instead of under it (at 1280 the banner covered the popup's name, cuisine
 * and review count).
 */
function useBannerBottom(): [number, (element: HTMLElement | null) => void] {
  const [bottom, setBottom] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const measure = useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) {
      setBottom(0);
      return;
    }
    const note = () => setBottom(Math.ceil(element.offsetTop + element.offsetHeight));
    note();
    observer.current = new ResizeObserver(note);
    observer.current.observe(element);
  }, []);
  return [bottom, measure];
}

/** Which target a view follows: a new one (another source, another city or URL point) moves the map. */
const viewKey = (view: MapView) =>
  view.source === 'position' || view.source === 'default' ? view.source : `${view.source}:${view.center.lat},${view.center.lng}`;

function RestaurantMap() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const url = useMemo(() => mapUrlState(searchParams), [searchParams]);
  const isFiltered = url.search !== '' || url.allergen !== '';
  const online = useOnlineStatus();

  const { consent, grant, recordPositionError } = useLocationConsent();
  const { state: geolocation, request: requestPosition } = useGeolocation({
    enabled: consent !== 'denied',
    retryOnReconnect: true,
    onError: recordPositionError,
  });
  // While a refresh reads the position again, the map stays on the last one
  // instead of jumping to the default centre and back.
  const lastPosition = useRef<LatLng | null>(null);
  if (geolocation.status === 'success') lastPosition.current = { lat: geolocation.position.lat, lng: geolocation.position.lng };
  else if (geolocation.status !== 'loading') lastPosition.current = null;
  const position = lastPosition.current;
  const hasGeolocationError = geolocation.status === 'error' || consent === 'denied';
  // 'Usa la mia posizione': after 'Non ora' or a refusal, granting starts a reading; otherwise read again.
  const askForPosition = () => (consent === 'denied' ? grant() : requestPosition());

  const tableCity = useMemo(() => cityFromTable(url.search), [url.search]);
  const geocoded = useGeocodedCity(url.search, tableCity);
  const city = tableCity ?? geocoded.data ?? null;
  const view = mapView(url, city, position);

  const [initialView] = useState(view);
  const [move, setMove] = useState<MapMove | null>(null);
  const followedKey = useRef(viewKey(view));
  useEffect(() => {
    const key = viewKey(view);
    if (key === followedKey.current) return;
    followedKey.current = key;
    setMove({ center: view.center, zoom: view.zoom, key: Date.now() });
  }, [view]);

  const [mine, setMine] = useState(false);
  const pendingFilterToast = useRef<'on' | 'off' | null>(null);
  const [bounds, setBounds] = useState<Bounds | null>(null);
  const filters = useMemo(
    () => ({ search: url.search, allergen: url.allergen, mine, showClosed: url.showClosed }),
    [url.search, url.allergen, mine, url.showClosed],
  );
  const venues = useMapVenues(bounds, filters);
  useLiveMap();
  const config = useMapConfig();
  const total = venues.data?.total;

  // A search that is neither URL coordinates nor a city the table or the
  // geocoder knows: once the answer names where its venues are, show them all
  // (again when 'Mostra anche chiusi' adds or takes away the closed ones).
  const isSearchWithoutPlace = url.search !== '' && url.coordinates === null && city === null && !geocoded.isFetching;
  const extent = venues.isPlaceholderData ? null : (venues.data?.extent ?? null);
  const searchKey = `${url.search}|${url.showClosed}`;
  const fittedSearch = useRef<string | null>(null);
  const [fit, setFit] = useState<MapFit | null>(null);
  useEffect(() => {
    if (!isSearchWithoutPlace || extent === null || fittedSearch.current === searchKey) return;
    fittedSearch.current = searchKey;
    setFit({ bounds: extent, key: Date.now() });
  }, [isSearchWithoutPlace, extent, searchKey]);

  useEffect(() => {
    if (venues.error) console.error('Map venues failed to load', venues.error);
  }, [venues.error]);

  // The filter toasts give the new count, so they wait for the new answer.
  useEffect(() => {
    if (pendingFilterToast.current === null || venues.isPlaceholderData || total === undefined) return;
    if (pendingFilterToast.current === 'on') toast.success(messages.filterOnTitle, { description: messages.filterOn(total) });
    else toast.success(messages.filterOffTitle, { description: messages.filterOff(total) });
    pendingFilterToast.current = null;
  }, [venues.isPlaceholderData, total]);

  // 'Mostra anche chiusi', as on the list: kept in the URL (show_closed=1), which the list's 'Vedi su Mappa' sets too.
  const toggleClosed = () => {
    const next = new URLSearchParams(searchParams);
    if (url.showClosed) next.delete('show_closed');
    else next.set('show_closed', '1');
    setSearchParams(next, { replace: true });
  };

  const toggleMine = () => {
    pendingFilterToast.current = mine ? 'off' : 'on';
    setMine(!mine);
  };

  // The spec recentres 1.5 s after a refresh; on the reading taken by that
  // refresh, so a slow reading recentres when it arrives, never on the old place.
  const [recentre, setRecentre] = useState<{ before: GeolocationState; due: boolean } | null>(null);
  useEffect(() => {
    if (!recentre || recentre.due) return;
    const timer = setTimeout(() => setRecentre({ ...recentre, due: true }), MAP_RECENTRE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [recentre]);
  useEffect(() => {
    if (!recentre?.due || geolocation === recentre.before || geolocation.status === 'loading') return;
    setRecentre(null);
    if (geolocation.status !== 'success') return;
    setMove({ center: { lat: geolocation.position.lat, lng: geolocation.position.lng }, zoom: MAP_ZOOM_USER_POSITION, key: Date.now() });
    toast.success(messages.positionUpdatedTitle, { description: messages.positionUpdated });
  }, [recentre, geolocation]);
  const refreshPosition = () => {
    toast.info(messages.updatingPositionTitle, { description: messages.updatingPosition });
    setRecentre({ before: geolocation, due: false });
    requestPosition();
  };

  const goToMyPosition = () => {
    navigate(paths.restaurantMap);
    toast.success(messages.centredOnYouTitle, { description: messages.centredOnYou });
  };

  const onViewChange = useCallback((next: Bounds) => setBounds(next), []);
  const [bannerBottom, measureBanner] = useBannerBottom();

  return (
    <div data-fills-viewport className="flex min-h-0 w-full flex-1 flex-col">
      {/* On a phone two rows: back, title and count, connection and refresh; then the toggles, scrolling sideways
          if they do not fit (the header took about 250 of 844 px, the title under a button). One row from md up. */}
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-border px-3 py-1.5 md:py-2">
        <Button asChild variant="ghost" size="icon" aria-label={messages.back}>
          <Link to={paths.restaurants}>
            <ArrowLeft aria-hidden="true" />
          </Link>
        </Button>
        <div className="flex min-w-0 flex-1 items-baseline gap-x-2 whitespace-nowrap">
          <h1 className="truncate text-lg font-bold" data-testid="map-title">
            {mine ? messages.myRestaurantsTitle : messages.title}
          </h1>
          {isFiltered && <span className="text-sm font-medium text-primary">{messages.filtered}</span>}
          <span className="text-sm text-muted-foreground" data-testid="map-count" aria-live="polite">
            {total === undefined ? '' : messages.count(total)}
          </span>
        </div>
        <div className="flex items-center gap-1 md:order-last">
          <span
            role="img"
            aria-label={online ? messages.online : messages.offline}
            title={online ? messages.online : messages.offline}
            className={online ? 'text-green-700' : 'text-orange-700'}
          >
            {online ? <Wifi className="size-5" aria-hidden="true" /> : <WifiOff className="size-5" aria-hidden="true" />}
          </span>
          <Button
            variant="ghost"
            size="icon"
            onClick={refreshPosition}
            aria-label={messages.refreshPosition}
            title={messages.refreshPosition}
            disabled={geolocation.status === 'loading'}
          >
            {geolocation.status === 'loading' ? <RefreshCw className="animate-spin" aria-hidden="true" /> : <LocateFixed aria-hidden="true" />}
          </Button>
        </div>
        <div className="flex w-full gap-2 overflow-x-auto pb-0.5 md:w-auto md:overflow-visible md:pb-0" data-testid="map-toggles">
          <Button variant="outline" size="sm" onClick={toggleMine} aria-pressed={mine}>
            {mine ? messages.showAll : messages.showMine}
          </Button>
          <Button variant="outline" size="sm" onClick={toggleClosed} aria-pressed={url.showClosed}>
            {it.venueStatus.showClosed}
          </Button>
          {url.search !== '' && position && (
            <Button variant="outline" size="sm" onClick={goToMyPosition}>
              <Navigation aria-hidden="true" />
              {messages.myPosition}
            </Button>
          )}
        </div>
      </header>
      {/* The map takes the height left below the header, above the tab bar (the page never scrolls), and at most
          the viewport minus 80 px. The banners float over its top, right of the zoom buttons: one that appears
          after the map (the position refused) then moves nothing on the page. */}
      <div className="relative z-0 min-h-0 w-full flex-1" style={{ maxHeight: `calc(100dvh - ${MAP_HEIGHT_OFFSET_PX}px)` }}>
        {hasGeolocationError ? (
          <div ref={measureBanner} role="status" data-testid="map-banner" className="absolute top-2 right-2 left-14 z-[1000] rounded-md bg-yellow-200 px-3 py-2 text-sm text-stone-950 shadow-md">
            <p>
              {online ? '' : messages.offlinePrefix}
              {centreWithoutPositionText(view, url.search, isSearchWithoutPlace && fit !== null)}
            </p>
            {geolocation.status === 'error' && <p className="text-xs">{geolocation.message}</p>}
            <Button type="button" size="sm" variant="outline" className="mt-1 bg-white/70" onClick={askForPosition}>
              <LocateFixed aria-hidden="true" />
              {it.geolocation.useMyPosition}
            </Button>
          </div>
        ) : (
          !online && (
            <div ref={measureBanner} role="status" data-testid="map-banner" className="absolute top-2 right-2 left-14 z-[1000] rounded-md bg-orange-200 px-3 py-2 text-sm text-stone-950 shadow-md">
              {messages.offlineMode}
            </div>
          )
        )}
        {config.data ? (
          <Suspense fallback={<MapFirstView tileTemplate={config.data.tile_url} view={initialView} />}>
            <VenueMap
              config={config.data}
              initial={initialView}
              venues={venues.data?.items ?? []}
              serverClusters={venues.data?.clusters ?? []}
              position={position}
              move={move}
              fit={fit}
              onViewChange={onViewChange}
              topInset={bannerBottom}
            />
          </Suspense>
        ) : config.isError ? (
          <MapUnavailable message={online ? messages.configFailed : messages.configFailedOffline} onRetry={() => void config.refetch()} />
        ) : (
          <MapLoading />
        )}
      </div>
    </div>
  );
}
