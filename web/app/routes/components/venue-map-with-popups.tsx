// The map of /restaurants/map with its venues' popups, which compose the map
// (restaurants) with saving and the alerts of other features. Loaded lazily by
// the page with the map itself, so Leaflet and the popups stay in one chunk.
import VenueMap, { type VenueMapProps } from '@web/features/restaurants/map/venue-map';
import { VenuePopup } from './venue-popup';

const popup: VenueMapProps['popup'] = (venue, origin) => <VenuePopup venue={venue} origin={origin} />;

export default function VenueMapWithPopups(props: Omit<VenueMapProps, 'popup'>) {
  return <VenueMap {...props} popup={popup} />;
}
