import { useId } from 'react';
import { it } from '@domain/i18n/it';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { allergenIndicationText, averageRows } from '../restaurant-format';
import type { RestaurantDetail } from '@domain/restaurants';
import { StarRating } from './star-rating';

const messages = it.restaurantDetail;

/** Average sub-ratings (one decimal, stars) and the most voted allergen indication. */
export function RestaurantAverages({ detail }: { detail: RestaurantDetail }) {
  const titleId = useId();
  const rows = averageRows(detail.averages);
  const indication = allergenIndicationText(detail.allergen_indication);
  return (
    <Card aria-labelledby={titleId} role="region">
      <CardHeader>
        <CardTitle id={titleId}>{messages.averagesTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 && !indication ? (
          <p className="text-sm text-muted-foreground">{messages.noAverages}</p>
        ) : (
          <dl className="flex flex-col gap-3" data-testid="averages">
            {rows.map((row) => (
              <div key={row.key} className="flex flex-wrap items-center justify-between gap-2">
                <dt className="text-sm font-medium">{row.label}</dt>
                <dd className="flex items-center gap-2">
                  <StarRating filled={row.filledStars} />
                  <span className="min-w-12 text-right text-sm font-semibold tabular-nums">{messages.averageOutOfFive(row.formatted)}</span>
                </dd>
              </div>
            ))}
            {indication && (
              <div className="flex flex-wrap items-center justify-between gap-2">
                <dt className="text-sm font-medium">{messages.allergenIndication}</dt>
                <dd className="text-sm font-semibold">{indication}</dd>
              </div>
            )}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
