import { useId } from 'react';
import { Link } from 'react-router';
import {
  ArrowRight,
  Camera,
  Cookie,
  FileText,
  Lightbulb,
  Lock,
  LogIn,
  MapPin,
  MessageSquareHeart,
  Search,
  ShieldCheck,
  UserPlus,
  UserRound,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';
import { it } from '@domain/i18n/it';
import { paths } from '@web/app/paths';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { APP_NAME } from '@web/lib/app-name';
import { useSession } from '@web/lib/auth/session';
import { useDocumentTitle } from '@web/lib/use-document-title';

const home = it.home;

const STEPS: ReadonlyArray<{ key: keyof typeof home.steps; icon: LucideIcon }> = [
  { key: 'register', icon: UserPlus },
  { key: 'find', icon: Search },
  { key: 'share', icon: MessageSquareHeart },
];

const FEATURES: ReadonlyArray<{ key: keyof typeof home.features; icon: LucideIcon }> = [
  { key: 'geolocation', icon: MapPin },
  { key: 'profiles', icon: UserRound },
  { key: 'safetyRatings', icon: ShieldCheck },
  { key: 'photoReviews', icon: Camera },
];

const POLICIES: ReadonlyArray<{ key: keyof typeof home.policies; to: string; icon: LucideIcon }> = [
  { key: 'privacy', to: paths.privacyPolicy, icon: Lock },
  { key: 'cookies', to: paths.cookiesPolicy, icon: Cookie },
  { key: 'terms', to: paths.termsAndConditions, icon: FileText },
  { key: 'intellectualProperty', to: paths.intellectualProperty, icon: Lightbulb },
];

function IconBubble({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground" aria-hidden="true">
      <Icon className="size-6" />
    </span>
  );
}

function HeroAction() {
  const { user, loading } = useSession();
  if (loading) return <Skeleton className="h-12 w-56 rounded-full" />;
  return user ? (
    <Button asChild size="lg" className="rounded-full">
      <Link to={paths.restaurants}>
        <UtensilsCrossed aria-hidden="true" />
        {home.exploreRestaurants}
      </Link>
    </Button>
  ) : (
    <Button asChild size="lg" className="rounded-full">
      <Link to={paths.auth}>
        <LogIn aria-hidden="true" />
        {home.signInOrUp}
      </Link>
    </Button>
  );
}

/** '/home': the public info page (hero, how it works, features, policies). */
export default function InfoPage() {
  useDocumentTitle(it.nav.info);
  const stepsId = useId();
  const featuresId = useId();
  const policiesId = useId();

  return (
    <div className="flex flex-col">
      <section className="relative isolate overflow-hidden border-b border-border bg-linear-to-b from-secondary to-background px-4 py-16 sm:py-20">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 text-center">
          <h1 className="text-4xl font-bold tracking-tight text-balance text-secondary-foreground sm:text-5xl">
            {home.heroTitle}
          </h1>
          <p className="max-w-2xl text-lg text-pretty text-muted-foreground">{home.heroSubtitle(APP_NAME)}</p>
          <HeroAction />
        </div>
      </section>

      <div className="mx-auto flex w-full max-w-5xl flex-col gap-16 px-4 py-14">
        <section aria-labelledby={stepsId} className="flex flex-col gap-6">
          <h2 id={stepsId} className="text-2xl font-bold tracking-tight">
            {home.howItWorksTitle}
          </h2>
          <ol className="grid gap-4 md:grid-cols-3" data-testid="how-it-works-steps">
            {STEPS.map(({ key, icon }) => (
              <li key={key}>
                <Card className="h-full">
                  <CardHeader className="gap-3">
                    <IconBubble icon={icon} />
                    <CardTitle asHeading="h3">{home.steps[key].title}</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <p className="text-muted-foreground">{home.steps[key].text}</p>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby={featuresId} className="flex flex-col gap-6">
          <h2 id={featuresId} className="text-2xl font-bold tracking-tight">
            {home.featuresTitle}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2" data-testid="features">
            {FEATURES.map(({ key, icon }) => (
              <li key={key} className="flex gap-4 rounded-xl border border-border bg-card p-5 shadow-sm">
                <IconBubble icon={icon} />
                <div className="flex flex-col gap-1.5">
                  <h3 className="font-semibold">{home.features[key].title}</h3>
                  <p className="text-muted-foreground">{home.features[key].text}</p>
                  {key === 'safetyRatings' && (
                    // The three badge colours, as on the restaurant pages.
                    <span className="mt-1 flex gap-2" aria-hidden="true">
                      <span className="size-4 rounded-full bg-safe" />
                      <span className="size-4 rounded-full bg-caution" />
                      <span className="size-4 rounded-full bg-unsafe" />
                    </span>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby={policiesId} className="flex flex-col gap-6">
          <div className="flex flex-col gap-2">
            <h2 id={policiesId} className="text-2xl font-bold tracking-tight">
              {home.policiesTitle}
            </h2>
            <p className="text-muted-foreground">{home.policiesIntro(APP_NAME)}</p>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {POLICIES.map(({ key, to, icon }) => (
              <li key={key}>
                {/* The title link stretches over the whole card, so the card is one target with one name. */}
                <Card className="relative h-full transition-shadow focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 hover:shadow-md">
                  <CardHeader className="gap-3">
                    <IconBubble icon={icon} />
                    <CardTitle asHeading="h3" className="text-base">
                      <Link to={to} className="outline-hidden after:absolute after:inset-0 after:rounded-xl">
                        {home.policies[key].title}
                      </Link>
                    </CardTitle>
                    <CardDescription>{home.policies[key].text}</CardDescription>
                  </CardHeader>
                  <CardContent className="mt-auto">
                    <span className="inline-flex items-center gap-1 text-sm font-medium text-primary" aria-hidden="true">
                      {home.readPolicy}
                      <ArrowRight className="size-4" />
                    </span>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
