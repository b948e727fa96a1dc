import { useId } from 'react';
import { ExternalLink, HeartHandshake, Target, TriangleAlert, Users } from 'lucide-react';
import { it } from '@domain/i18n/it';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { APP_NAME } from '@web/lib/app-name';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useMemberCount } from '../api/get-member-count';
import { SocialIcon } from '../components/social-icon';
import { socialLinks } from '../social-links';

const about = it.about;
const SOCIAL_LINKS = socialLinks(import.meta.env);

function MemberCount() {
  const { data: count } = useMemberCount();
  return (
    // Polite live region: the count refreshes every 30 s. A <div>, not a <p>:
    // the skeleton is a block, which the HTML parser would not keep inside a
    // paragraph of the prerendered copy (e2e/prerendered-html.spec.ts).
    <div aria-live="polite" className="text-3xl font-bold tracking-tight text-primary" data-testid="member-count">
      {count === undefined ? (
        <>
          <span className="sr-only">{it.common.loading}</span>
          <Skeleton className="h-9 w-44" />
        </>
      ) : (
        about.memberCount(count)
      )}
    </div>
  );
}

/** '/about' ('Chi Siamo'): mission, community size, social links, disclaimer. */
export default function AboutPage() {
  useDocumentTitle(about.title);
  const disclaimerId = useId();

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10">
      <header className="flex items-center gap-3">
        <span className="flex size-12 items-center justify-center rounded-xl bg-secondary text-secondary-foreground" aria-hidden="true">
          <HeartHandshake className="size-6" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight">{about.title}</h1>
      </header>

      <Card>
        <CardHeader className="flex-row items-center gap-2">
          <Target className="size-5 text-primary" aria-hidden="true" />
          <CardTitle>{about.missionTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="leading-relaxed">{about.mission(APP_NAME)}</p>
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="flex-row items-center gap-2">
          <Users className="size-5 text-primary" aria-hidden="true" />
          <CardTitle>{about.communityTitle}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <MemberCount />
          <p className="leading-relaxed text-muted-foreground">{about.communityText}</p>
        </CardContent>
      </Card>

      {SOCIAL_LINKS.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>{about.followUsTitle}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {SOCIAL_LINKS.map(({ network, url }) => (
                <li key={network}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-11 items-center gap-2 rounded-full border border-input bg-card px-4 py-2 text-sm font-medium outline-hidden transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
                  >
                    <SocialIcon network={network} className="size-5 text-primary" />
                    {about.socialLinkLabel[network](APP_NAME)}
                    <span className="sr-only"> {it.common.opensInNewTab}</span>
                    <ExternalLink className="size-4 text-muted-foreground" aria-hidden="true" />
                  </a>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}

      <section
        aria-labelledby={disclaimerId}
        className="flex gap-4 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
        data-testid="disclaimer"
      >
        <TriangleAlert className="mt-0.5 size-6 shrink-0 text-amber-700" aria-hidden="true" />
        <div className="flex flex-col gap-1.5">
          <h2 id={disclaimerId} className="text-lg font-semibold">
            {about.disclaimerTitle}
          </h2>
          <p className="leading-relaxed">{about.disclaimer(APP_NAME)}</p>
        </div>
      </section>
    </div>
  );
}
