// /profile/allergy-card ('La mia carta allergie'): the user's saved allergens,
// full screen, in Italian and one chosen language, to show restaurant staff.
// Large type and black on white; printable on its own; once opened it also
// opens offline (service worker for the page and the API answers, plus a copy
// on the device when even those are missing).
import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { ArrowLeft, Printer } from 'lucide-react';
import {
  CARD_LANGUAGES,
  CARD_TEXTS,
  ITALIAN_CARD_TEXT,
  cardAllergens,
  type CardAllergen,
  type CardLanguage,
} from '@domain/allergy-card';
import { it } from '@domain/i18n/it';
import { paths } from '@web/app/paths';
import { useOnlineStatus } from '@web/app/pwa/use-online-status';
import { Button } from '@web/components/ui/button';
import { useSession } from '@web/lib/auth/session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useAllergenCatalogue } from '../api/get-allergen-catalogue';
import { useUserAllergens } from '@web/lib/user-allergens';
import { readCardLanguage, readSnapshot, writeCardLanguage, writeSnapshot, type AllergyCardSnapshot } from '../allergy-card-snapshot';
import { SignInRedirect } from '@web/lib/auth/sign-in-redirect';

const messages = it.allergyCard;
const savedAtFormat = new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeStyle: 'short' });

export default function AllergyCardPage() {
  useDocumentTitle(messages.title);
  const { user, loading } = useSession();
  const isOnline = useOnlineStatus();
  const [snapshot] = useState(readSnapshot);
  if (loading) return <CardFrame><p role="status">{messages.loading}</p></CardFrame>;
  if (user) return <OwnAllergyCard userId={user.id} />;
  // Offline with an expired session the card still opens from the device's copy.
  if (!isOnline && snapshot) return <AllergyCard allergenNames={snapshot.allergenNames} savedAt={snapshot.savedAt} />;
  return <SignInRedirect />;
}

function OwnAllergyCard({ userId }: { userId: string }) {
  const catalogue = useAllergenCatalogue();
  const userAllergens = useUserAllergens(userId);
  const [stored] = useState(() => {
    const snapshot = readSnapshot();
    return snapshot?.userId === userId ? snapshot : null;
  });

  const names =
    catalogue.data && userAllergens.data
      ? catalogue.data.filter((allergen) => userAllergens.data.includes(allergen.id)).map((allergen) => allergen.name)
      : null;

  useEffect(() => {
    if (names) writeSnapshot({ userId, allergenNames: names, savedAt: new Date().toISOString() } satisfies AllergyCardSnapshot);
    // `names` is derived on every render; its content is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, names?.join('\n')]);

  if (names) return <AllergyCard allergenNames={names} savedAt={null} />;
  if (catalogue.isError || userAllergens.isError) {
    if (stored) return <AllergyCard allergenNames={stored.allergenNames} savedAt={stored.savedAt} />;
    return (
      <CardFrame>
        <p role="alert" className="text-2xl font-semibold">
          {messages.loadFailed}
        </p>
      </CardFrame>
    );
  }
  return (
    <CardFrame>
      <p role="status" className="text-2xl">
        {messages.loading}
      </p>
    </CardFrame>
  );
}

/** The full-screen layer the card lives in, outside the app's layout (so it also prints alone). */
function CardFrame({ children, controls }: { children: React.ReactNode; controls?: React.ReactNode }) {
  return createPortal(
    <div
      data-print-alone
      data-testid="allergy-card-screen"
      className="fixed inset-0 z-50 overflow-y-auto bg-white text-black print:static print:overflow-visible"
    >
      <div className="mx-auto flex min-h-full w-full max-w-3xl flex-col gap-6 pt-[max(1rem,env(safe-area-inset-top))] pr-[max(1rem,env(safe-area-inset-right))] pb-[max(1.5rem,env(safe-area-inset-bottom))] pl-[max(1rem,env(safe-area-inset-left))]">
        <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
          <Button asChild variant="outline" className="border-2 border-black text-black">
            <Link to={paths.profile}>
              <ArrowLeft aria-hidden="true" />
              {messages.backToProfile}
            </Link>
          </Button>
          {controls}
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}

function AllergyCard({ allergenNames, savedAt }: { allergenNames: readonly string[]; savedAt: string | null }) {
  const [language, setLanguage] = useState<CardLanguage>(readCardLanguage);
  const pickerId = useId();
  const allergens = cardAllergens(allergenNames, language);
  const text = CARD_TEXTS[language];

  const chooseLanguage = (next: CardLanguage) => {
    setLanguage(next);
    writeCardLanguage(next);
  };

  const controls = (
    <div className="flex flex-wrap items-center gap-3">
      <label htmlFor={pickerId} className="text-base font-semibold">
        {messages.languageLabel}
      </label>
      <select
        id={pickerId}
        value={language}
        onChange={(event) => chooseLanguage(event.target.value as CardLanguage)}
        className="h-11 rounded-md border-2 border-black bg-white px-3 text-base text-black"
      >
        {CARD_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {CARD_TEXTS[code].languageName} ({CARD_TEXTS[code].italianLanguageName})
          </option>
        ))}
      </select>
      <Button onClick={() => window.print()} className="h-11 bg-black text-white hover:bg-black/85">
        <Printer aria-hidden="true" />
        {messages.print}
      </Button>
    </div>
  );

  return (
    <CardFrame controls={controls}>
      <h1 className="sr-only">
        {messages.title}
      </h1>
      {allergens.length === 0 ? (
        <div className="flex flex-col items-start gap-4 rounded-2xl border-4 border-black p-6">
          <p className="text-2xl font-semibold">{messages.noAllergens}</p>
          <Button asChild className="bg-black text-white hover:bg-black/85">
            <Link to={paths.profile}>{messages.goToProfile}</Link>
          </Button>
        </div>
      ) : (
        <article
          aria-label={messages.cardLabel}
          data-testid="allergy-card"
          className="flex flex-col gap-6 rounded-2xl border-4 border-black p-5 sm:p-8 print:border-2"
        >
          <CardBlock
            lang="it"
            testId="allergy-card-it"
            allergicTo={ITALIAN_CARD_TEXT.allergicTo}
            avoid={ITALIAN_CARD_TEXT.avoidContamination}
            names={allergens.map((allergen) => ({ ...allergen, label: allergen.italian }))}
          />
          <hr className="border-t-4 border-black" />
          <CardBlock
            lang={language}
            testId="allergy-card-translation"
            allergicTo={text.allergicTo}
            avoid={text.avoidContamination}
            names={allergens.map((allergen) => ({ ...allergen, label: allergen.translated }))}
          />
        </article>
      )}
      {savedAt && <p className="text-base print:hidden">{messages.savedCopy(savedAtFormat.format(new Date(savedAt)))}</p>}
    </CardFrame>
  );
}

function CardBlock({
  lang,
  testId,
  allergicTo,
  avoid,
  names,
}: {
  lang: string;
  testId: string;
  allergicTo: string;
  avoid: string;
  names: (CardAllergen & { label: string })[];
}) {
  return (
    <section lang={lang} data-testid={testId} className="flex flex-col gap-4">
      <p className="text-3xl leading-tight font-extrabold sm:text-4xl">{allergicTo}</p>
      <ul className="flex flex-col gap-2">
        {names.map((allergen) => (
          <li key={allergen.name} className="flex items-center gap-3 text-3xl leading-tight font-bold sm:text-4xl">
            {allergen.emoji && <span aria-hidden="true">{allergen.emoji}</span>}
            <span>{allergen.label}</span>
          </li>
        ))}
      </ul>
      <p className="text-2xl leading-snug font-bold sm:text-3xl">{avoid}</p>
    </section>
  );
}
