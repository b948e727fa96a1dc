import { Link } from 'react-router';
import { Bookmark, Store } from 'lucide-react';
import { it } from '@domain/i18n/it';
import { paths } from '@web/app/paths';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

/** 'I Miei Locali': how many restaurants the user reviewed, and the way to the list. */
export function ReviewedRestaurantsCard({ count }: { count: number }) {
  return (
    <Card role="region" aria-labelledby="profile-restaurants-title">
      <CardHeader>
        <CardTitle id="profile-restaurants-title">{it.profile.myRestaurantsTitle}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p data-testid="reviewed-count">{it.profile.reviewedCount(count)}</p>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={paths.myRestaurants}>
              <Store aria-hidden="true" />
              {it.profile.viewMyRestaurants}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.saved}>
              <Bookmark aria-hidden="true" />
              {it.saved.link}
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
