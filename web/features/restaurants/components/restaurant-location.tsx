import { useId, useState } from 'react';
import { ExternalLink, MapPin, RotateCw, Route } from 'lucide-react';
import type { LatLng } from '@domain/geo';
import { DIRECTIONS_PROVIDERS } from '@domain/geo';
import { it } from '@domain/i18n/it';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { externalLinkLabel, externalLinkProps } from '@web/lib/external-links';
import { useOnlineStatus } from '@web/app/pwa/use-online-status';
import { openStreetMapEmbedUrl } from '../restaurant-format';

const messages = it.restaurantDetail;

/** A small OpenStreetMap frame centred on the restaurant (shown only with coordinates). */
export function RestaurantMapCard({ name, point }: { name: string; point: LatLng }) {
  const titleId = useId();
  const online = useOnlineStatus();
  // 'Riprova' loads the frame again (a new element), once the connection is back.
  const [attempt, setAttempt] = useState(0);
  return (
    <Card aria-labelledby={titleId} role="region">
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2">
          <MapPin className="size-5 text-primary" aria-hidden="true" />
          {messages.locationTitle}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {online ? (
          <iframe
            key={attempt}
            title={messages.mapFrameTitle(name)}
            src={openStreetMapEmbedUrl(point)}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            className="h-64 w-full rounded-lg border border-border"
          />
        ) : (
          // Offline the frame would only show the browser's error page: say what happened instead.
          <div role="alert" className="flex h-64 flex-col items-center justify-center gap-3 rounded-lg border border-border bg-muted p-4 text-center">
            <p className="text-sm">{messages.mapFrameOffline}</p>
            <Button type="button" variant="outline" onClick={() => setAttempt((current) => current + 1)}>
              <RotateCw aria-hidden="true" />
              {it.common.retry}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** 'Come arrivare': directions in Google Maps, Apple Maps or Waze. */
export function DirectionsCard({ point }: { point: LatLng }) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} role="region">
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2">
          <Route className="size-5 text-primary" aria-hidden="true" />
          {messages.directionsTitle}
        </CardTitle>
        <CardDescription>{messages.directionsText}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {DIRECTIONS_PROVIDERS.map(({ key, url }) => {
          const provider = it.common.directions[key];
          return (
            <Button key={key} asChild variant="outline">
              <a
                href={url({ destination: point })}
                {...externalLinkProps()}
                aria-label={externalLinkLabel(it.common.directions.with(provider))}
              >
                <ExternalLink aria-hidden="true" />
                {provider}
              </a>
            </Button>
          );
        })}
      </CardContent>
    </Card>
  );
}
