// /profile/allergy-card ('La mia carta allergie'): the user's saved allergens,
// full screen, in Italian and one chosen language, to show restaurant staff:
// each with its Annex II number, the user's level and where it hides; a line
// on traces; and, for a severe allergy, what to do (docs/product.md#allergy-card).
// Large type and black on white; prints alone on one A6 page; shareable as an
// image. Once opened it also opens offline (service worker for the page and
// the API answers, plus a copy on the device when even those are missing).
import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { ArrowLeft, Hash, Printer, Share2 } from 'lucide-react';
import {
  CARD_GENDERS,
  CARD_LANGUAGES,
  CARD_TEXTS,
  cardHeading,
  cardEntries,
  cardEntryLine,
  hasSevereAllergy,
  hiddenSourcesLine,
  type CardAllergenInput,
  type CardEntry,
  type CardGender,
  type CardLanguage,
  type CardTextLanguage,
} from '@domain/allergy-card';
import type { SensitivityLevel } from '@domain/sensitivity';
import { allergyCardMessages as messages } from '@domain/i18n/it/allergy-card';
import { paths } from '@web/app/paths';
import { useOnlineStatus } from '@web/app/pwa/use-online-status';
import { Button } from '@web/components/ui/button';
import { useSession } from '@web/lib/auth/session';
import { toast } from '@web/lib/toast';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useAllergenCatalogue } from '../api/get-allergen-catalogue';
import { useOwnSensitivity } from '../api/sensitivity';
import { useOwnAllergenSpecies } from '../api/allergen-species';
import { speciesOfGroup } from '@domain/allergen-species';
import { useUserAllergens } from '@web/lib/user-allergens';
import {
  readCardGender,
  readCardLanguage,
  readSnapshot,
  writeCardGender,
  writeCardLanguage,
  writeSnapshot,
  type AllergyCardSnapshot,
} from '../allergy-card-snapshot';
import { drawCardImage, shareOrDownload } from '../allergy-card-image';
import { SignInRedirect } from '@web/lib/auth/sign-in-redirect';
import { interfaceLocale } from '@domain/i18n/format';

const savedAtFormat = new Intl.DateTimeFormat(interfaceLocale(), { dateStyle: 'long', timeStyle: 'short' });

/**
 * Printed, the card is one A6 page (105 × 148 mm: the `A6` keyword is not
 * known to every browser). Only while the card is on screen: an
 * `@page` rule in the app's stylesheet would shrink every other page printed.
 */
const A6_PAGE_STYLE = '@page { size: 105mm 148mm; margin: 5mm; }';

/**
 * From this many allergens the printed A6 card uses smaller type, then its
 * smallest, then leaves the hidden sources to the screen and the image: the
 * steps at which the longest texts (every allergen severe, every species
 * named, in each card language) still print on one page (e2e/allergy-card.spec.ts).
 */
const DENSE_PRINT_FROM = 3;
const PACKED_PRINT_FROM = 7;
const CROWDED_PRINT_FROM = 11;

type PrintDensity = 'normal' | 'dense' | 'packed' | 'crowded';
const printDensity = (count: number): PrintDensity =>
  count >= CROWDED_PRINT_FROM ? 'crowded' : count >= PACKED_PRINT_FROM ? 'packed' : count >= DENSE_PRINT_FROM ? 'dense' : 'normal';

export default function AllergyCardPage() {
  useDocumentTitle(messages.title);
  const { user, loading } = useSession();
  const isOnline = useOnlineStatus();
  const [snapshot] = useState(readSnapshot);
  if (loading) return <CardFrame><p role="status">{messages.loading}</p></CardFrame>;
  if (user) return <OwnAllergyCard userId={user.id} />;
  // Offline with an expired session the card still opens from the device's copy.
  if (!isOnline && snapshot) return <AllergyCard allergens={snapshot.allergens} savedAt={snapshot.savedAt} />;
  return <SignInRedirect />;
}

function OwnAllergyCard({ userId }: { userId: string }) {
  const catalogue = useAllergenCatalogue();
  const userAllergens = useUserAllergens(userId);
  const sensitivity = useOwnSensitivity(userId, userAllergens.data);
  const species = useOwnAllergenSpecies(userId, userAllergens.data);
  const [stored] = useState(() => {
    const snapshot = readSnapshot();
    return snapshot?.userId === userId ? snapshot : null;
  });

  // The levels are not kept by the service worker (health data, no-store): offline, the device's copy has them.
  const isSensitivitySettled = sensitivity.data !== undefined || sensitivity.isError;
  const levels = new Map<string, SensitivityLevel | null>(
    sensitivity.data
      ? sensitivity.data.levels.map((entry) => [entry.allergen, entry.level])
      : (stored?.allergens ?? []).map((entry) => [entry.name, entry.level]),
  );
  // The tree nuts and cereals the user narrowed a group to, likewise from the device's copy when the answer is missing.
  const isSpeciesSettled = species.data !== undefined || species.isError;
  const chosenSpecies: readonly string[] = species.data?.species ?? (stored?.allergens ?? []).flatMap((entry) => entry.species ?? []);
  const allergens: CardAllergenInput[] | null =
    catalogue.data && userAllergens.data && isSensitivitySettled && isSpeciesSettled
      ? catalogue.data
          .filter((allergen) => userAllergens.data.includes(allergen.id))
          .map((allergen) => ({
            name: allergen.name,
            level: levels.get(allergen.name) ?? null,
            species: speciesOfGroup(chosenSpecies, allergen.name),
          }))
      : null;
  const contentKey = allergens ? JSON.stringify(allergens) : null;

  useEffect(() => {
    if (allergens) writeSnapshot({ userId, allergens, savedAt: new Date().toISOString() } satisfies AllergyCardSnapshot);
    // `allergens` is derived on every render; its content is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, contentKey]);

  if (allergens) return <AllergyCard allergens={allergens} savedAt={null} />;
  if (catalogue.isError || userAllergens.isError) {
    if (stored) return <AllergyCard allergens={stored.allergens} savedAt={stored.savedAt} />;
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
function CardFrame({ children, controls, density = 'normal' }: { children: React.ReactNode; controls?: React.ReactNode; density?: PrintDensity }) {
  return createPortal(
    <div
      data-print-alone
      data-allergy-card-print
      data-density={density}
      data-testid="allergy-card-screen"
      className="fixed inset-0 z-50 overflow-y-auto bg-white text-black print:static print:overflow-visible"
    >
      <style>{A6_PAGE_STYLE}</style>
      <div className="mx-auto flex min-h-full w-full max-w-3xl flex-col gap-6 pt-[max(1rem,env(safe-area-inset-top))] pr-[max(1rem,env(safe-area-inset-right))] pb-[max(1.5rem,env(safe-area-inset-bottom))] pl-[max(1rem,env(safe-area-inset-left))] print:min-h-0 print:gap-0 print:p-0">
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

function AllergyCard({ allergens, savedAt }: { allergens: readonly CardAllergenInput[]; savedAt: string | null }) {
  const [language, setLanguage] = useState<CardLanguage>(readCardLanguage);
  const [gender, setGender] = useState<CardGender>(readCardGender);
  const genderPickerId = useId();
  const [isSharing, setIsSharing] = useState(false);
  const pickerId = useId();
  const italian = cardEntries(allergens, 'it');
  const translated = cardEntries(allergens, language);

  const chooseLanguage = (next: CardLanguage) => {
    setLanguage(next);
    writeCardLanguage(next);
  };

  const chooseGender = (next: CardGender) => {
    setGender(next);
    writeCardGender(next);
  };

  const share = async () => {
    setIsSharing(true);
    try {
      const image = await drawCardImage([
        { language: 'it', entries: italian, gender },
        { language, entries: translated, gender },
      ]);
      await shareOrDownload(image, messages.imageFileName, messages.title);
    } catch {
      toast.error(messages.shareFailed);
    } finally {
      setIsSharing(false);
    }
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
          <option key={code} value={code} lang={CARD_TEXTS[code].lang}>
            {CARD_TEXTS[code].languageName} ({CARD_TEXTS[code].italianLanguageName})
          </option>
        ))}
      </select>
      <label htmlFor={genderPickerId} className="text-base font-semibold">
        {messages.genderLabel}
      </label>
      <select
        id={genderPickerId}
        value={gender}
        onChange={(event) => chooseGender(event.target.value as CardGender)}
        className="h-11 rounded-md border-2 border-black bg-white px-3 text-base text-black"
      >
        {CARD_GENDERS.map((option) => (
          <option key={option} value={option}>
            {messages.genders[option]}
          </option>
        ))}
      </select>
      <Button onClick={() => window.print()} className="h-11 bg-black text-white hover:bg-black/85">
        <Printer aria-hidden="true" />
        {messages.print}
      </Button>
      {allergens.length > 0 && (
        <Button onClick={() => void share()} disabled={isSharing} className="h-11 bg-black text-white hover:bg-black/85">
          <Share2 aria-hidden="true" />
          {isSharing ? messages.sharing : messages.share}
        </Button>
      )}
      <Button asChild variant="outline" className="h-11 border-2 border-black text-black">
        <Link to={paths.menuNumbers}>
          <Hash aria-hidden="true" />
          {messages.menuNumbers}
        </Link>
      </Button>
    </div>
  );

  return (
    <CardFrame controls={controls} density={printDensity(allergens.length)}>
      <h1 className="sr-only">{messages.title}</h1>
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
          data-card-sheet
          className="flex flex-col gap-6 rounded-2xl border-4 border-black p-5 sm:p-8 print:gap-[0.6em] print:rounded-none print:border-2 print:p-[0.6em]"
        >
          <CardBlock language="it" gender={gender} testId="allergy-card-it" entries={italian} />
          <hr className="border-t-4 border-black print:border-t-2" />
          <CardBlock language={language} gender={gender} testId="allergy-card-translation" entries={translated} />
        </article>
      )}
      {savedAt && <p className="text-base print:hidden">{messages.savedCopy(savedAtFormat.format(new Date(savedAt)))}</p>}
    </CardFrame>
  );
}

function CardBlock({
  language,
  gender,
  testId,
  entries,
}: {
  language: CardTextLanguage;
  gender: CardGender;
  testId: string;
  entries: readonly CardEntry[];
}) {
  const text = CARD_TEXTS[language];
  return (
    <section lang={text.lang} data-testid={testId} className="flex flex-col gap-4 print:gap-[0.3em]">
      <p data-card-heading className="text-3xl leading-tight font-extrabold sm:text-4xl">
        {cardHeading(language, gender)}
      </p>
      <ul className="flex flex-col gap-3 print:gap-[0.15em]">
        {entries.map((entry) => (
          <li key={entry.name} className="flex flex-col gap-1 print:gap-0">
            <span data-card-entry className="flex items-center gap-3 text-3xl leading-tight font-bold sm:text-4xl print:gap-[0.3em]">
              {entry.emoji && <span aria-hidden="true">{entry.emoji}</span>}
              {entry.annexNumber !== null && (
                <span
                  data-card-number
                  aria-label={messages.annexNumberLabel(String(entry.annexNumber))}
                  lang="it"
                  className="inline-flex min-w-[1.6em] items-center justify-center rounded-full border-2 border-black px-1 tabular-nums"
                >
                  {entry.annexNumber}
                </span>
              )}
              <span>{cardEntryLine({ ...entry, annexNumber: null })}</span>
            </span>
            {entry.hiddenSources !== null && (
              <span data-card-hidden className="text-lg leading-snug">
                {hiddenSourcesLine(entry, language)}
              </span>
            )}
          </li>
        ))}
      </ul>
      <p data-card-note className="text-2xl leading-snug font-bold sm:text-3xl">
        {text.traces}
      </p>
      {hasSevereAllergy(entries) && (
        <p data-card-note role="note" className="rounded-lg border-4 border-[#b00020] p-3 text-2xl leading-snug font-extrabold text-[#b00020] sm:text-3xl print:border-2 print:p-[0.3em]">
          {text.emergency}
        </p>
      )}
    </section>
  );
}
