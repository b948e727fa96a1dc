import { Link } from 'react-router';
import { UserRound } from 'lucide-react';
import { it } from '@domain/i18n/it';
import { sensitivityMessages } from '@domain/i18n/it/sensitivity';
import { paths } from '@web/app/paths';
import { formatDate } from '../restaurant-format';
import type { PersonalSafety as PersonalSafetyData } from '@domain/restaurants';
import { SafetyBadge } from './safety-badge';

const messages = it.restaurantDetail;

/**
 * 'Per i tuoi allergeni': the badge over the reviews tagged with the viewer's
 * allergens, how many there are and the date of the latest; otherwise why
 * there is no such badge.
 */
export function PersonalSafety({
  personal,
  asSensitiveCount,
}: {
  personal: PersonalSafetyData | null;
  /** How many of its reviews come from people at least as sensitive as the viewer. */
  asSensitiveCount?: number;
}) {
  return (
    <div data-testid="personal-safety" className="flex flex-col gap-1.5 rounded-lg border border-border bg-muted/40 p-3">
      <p className="flex items-center gap-1.5 text-sm font-medium">
        <UserRound className="size-4" aria-hidden="true" />
        {messages.personalBadgeTitle}
      </p>
      {personal === null ? (
        <p className="text-sm text-muted-foreground">
          {messages.personalNoAllergens}{' '}
          <Link to={paths.profile} className="font-medium text-primary underline underline-offset-4">
            {messages.personalGoToProfile}
          </Link>
        </p>
      ) : personal.review_count === 0 ? (
        <p className="text-sm text-muted-foreground">{messages.personalNoReviews(personal.allergen_names.join(', '))}</p>
      ) : (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <SafetyBadge level={personal.level} />
          <span className="text-sm text-muted-foreground">
            {messages.personalBasedOn(personal.review_count)}
            {personal.latest_review_at && `, ${messages.personalLatest(formatDate(personal.latest_review_at))}`}
          </span>
          {asSensitiveCount !== undefined && (
            <span className="text-sm text-muted-foreground" data-testid="personal-as-sensitive">
              {sensitivityMessages.personalFromAsSensitive(asSensitiveCount)}
            </span>
          )}
        </div>
      )}
      {personal !== null && <UncoveredAllergens uncovered={personal.uncovered_allergens} />}
      {personal !== null && <p className="text-xs text-muted-foreground">{messages.personalRule}</p>}
      {personal !== null && personal.incident_allergen_names.length > 0 && (
        <p className="text-sm font-medium text-red-900 dark:text-red-200" data-testid="personal-incident-reason">
          {it.incidents.personalNotSafe(personal.incident_allergen_names.join(', '))}
        </p>
      )}
    </div>
  );
}

/** The viewer's allergens that too few people reviewed recently, none first: why the verdict is not 'Sicuro'. */
// Optional: a restaurant page cached offline by the previous version has no such field.
function UncoveredAllergens({ uncovered = [] }: { uncovered?: PersonalSafetyData['uncovered_allergens'] }) {
  const none = uncovered.filter((a) => a.people === 0).map((a) => a.name);
  const one = uncovered.filter((a) => a.people > 0).map((a) => a.name);
  if (none.length === 0 && one.length === 0) return null;
  return (
    <div data-testid="personal-uncovered" className="flex flex-col gap-0.5 text-sm font-medium text-amber-950 dark:text-amber-100">
      {none.length > 0 && <p>{messages.personalUncoveredNone(none.join(', '))}</p>}
      {one.length > 0 && <p>{messages.personalUncoveredOne(one.join(', '))}</p>}
    </div>
  );
}
