import { Link } from 'react-router';
import { IdCard } from 'lucide-react';
import { allergyCardMessages } from '@domain/i18n/it/allergy-card';
import { paths } from '@web/app/paths';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';

/** 'La mia carta allergie' on the profile: what it is and the way to it. */
export function AllergyCardLink() {
  return (
    <Card role="region" aria-labelledby="profile-allergy-card-title">
      <CardHeader>
        <CardTitle id="profile-allergy-card-title">{allergyCardMessages.title}</CardTitle>
        <CardDescription>{allergyCardMessages.profileCardText}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={paths.allergyCard}>
            <IdCard aria-hidden="true" />
            {allergyCardMessages.open}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
