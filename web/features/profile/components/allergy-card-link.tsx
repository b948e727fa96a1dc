import { Link } from 'react-router';
import { IdCard } from 'lucide-react';
import { it } from '@domain/i18n/it';
import { paths } from '@web/app/paths';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';

/** 'La mia carta allergie' on the profile: what it is and the way to it. */
export function AllergyCardLink() {
  return (
    <Card role="region" aria-labelledby="profile-allergy-card-title">
      <CardHeader>
        <CardTitle id="profile-allergy-card-title">{it.allergyCard.title}</CardTitle>
        <CardDescription>{it.allergyCard.profileCardText}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={paths.allergyCard}>
            <IdCard aria-hidden="true" />
            {it.allergyCard.open}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
