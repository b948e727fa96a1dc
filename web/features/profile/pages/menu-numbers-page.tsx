// /menu-numbers ('Leggi i numeri del menu'): the diner types or taps the
// Annex II numbers printed beside a dish and reads which allergens they stand
// for and, signed in, which of them are theirs (docs/product.md#menu-numbers).
// Opens from the allergy card and from a restaurant's page; works offline
// (the page is precached, the user's allergens come from the service worker's
// copy of the API or, failing that, from the allergy card's copy on the device).
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { IdCard, X } from 'lucide-react';
import { ANNEX_II, matchMenuNumbers, parseMenuNumbers, type AnnexIINumber } from '@domain/annex-ii';
import { menuNumbersMessages as messages } from '@domain/i18n/it/menu-numbers';
import { paths } from '@web/app/paths';
import { useOnlineStatus } from '@web/app/pwa/use-online-status';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { useSession } from '@web/lib/auth/session';
import { useSignInPath } from '@web/lib/auth/next-path';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useUserAllergens } from '@web/lib/user-allergens';
import { cn } from '@web/lib/cn';
import { useAllergenCatalogue } from '../api/get-allergen-catalogue';
import { readSnapshot } from '../allergy-card-snapshot';

/** The user's allergens (English names), null when not known: signed out, or still loading. */
function useOwnAllergenNames(): { names: string[] | null; isSignedIn: boolean } {
  const { user } = useSession();
  const isOnline = useOnlineStatus();
  const catalogue = useAllergenCatalogue();
  const userAllergens = useUserAllergens(user?.id);
  const [snapshot] = useState(readSnapshot);
  if (user && catalogue.data && userAllergens.data) {
    return { names: catalogue.data.filter((allergen) => userAllergens.data.includes(allergen.id)).map((allergen) => allergen.name), isSignedIn: true };
  }
  const stored = snapshot && (user ? snapshot.userId === user.id : !isOnline) ? snapshot.allergens.map((allergen) => allergen.name) : null;
  if (user && (catalogue.isError || userAllergens.isError)) return { names: stored, isSignedIn: true };
  if (!user && stored) return { names: stored, isSignedIn: true };
  return { names: null, isSignedIn: Boolean(user) };
}

export default function MenuNumbersPage() {
  useDocumentTitle(messages.title);
  const [input, setInput] = useState('');
  const inputId = useId();
  const hintId = useId();
  const own = useOwnAllergenNames();
  const signInPath = useSignInPath();
  const parsed = parseMenuNumbers(input);
  const match = matchMenuNumbers(parsed.numbers, own.names ?? []);

  const toggle = (number: AnnexIINumber) => {
    const next = parsed.numbers.includes(number) ? parsed.numbers.filter((value) => value !== number) : [...parsed.numbers, number];
    setInput([...next, ...parsed.invalid].join(', '));
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col items-start gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{messages.title}</h1>
        <p className="text-muted-foreground">{messages.intro}</p>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.allergyCard}>
            <IdCard aria-hidden="true" />
            {messages.openCard}
          </Link>
        </Button>
      </header>

      <div className="flex flex-col gap-2">
        <label htmlFor={inputId} className="text-lg font-semibold">
          {messages.inputLabel}
        </label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            aria-describedby={hintId}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            inputMode="text"
            autoComplete="off"
            className="h-14 text-2xl tabular-nums"
          />
          {input !== '' && (
            <Button variant="outline" className="h-14" onClick={() => setInput('')}>
              <X aria-hidden="true" />
              {messages.clear}
            </Button>
          )}
        </div>
        <p id={hintId} className="text-sm text-muted-foreground">
          {messages.inputHint}
        </p>
      </div>

      <div aria-live="polite" className="flex flex-col gap-4">
        {parsed.invalid.length > 0 && (
          <p role="alert" className="rounded-lg border-2 border-destructive p-3 font-semibold text-destructive">
            {messages.invalid(parsed.invalid.join(', '))}
          </p>
        )}
        {match.groups.length > 0 && (
          <>
            <Verdict match={match} own={own} signInPath={signInPath} />
            <section aria-labelledby={`${inputId}-stands-for`} className="flex flex-col gap-2">
              <h2 id={`${inputId}-stands-for`} className="text-lg font-semibold">
                {messages.standsFor}
              </h2>
              <ul data-testid="menu-numbers-meaning" className="flex flex-col gap-1 text-xl">
                {match.groups.map((group) => (
                  <li key={group.number} className={cn('flex items-center gap-3', match.own.includes(group) && 'font-bold')}>
                    <NumberBadge number={group.number} />
                    <span>{group.name}</span>
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
      </div>

      <section aria-labelledby={`${inputId}-legend`} className="flex flex-col gap-2">
        <h2 id={`${inputId}-legend`} className="text-lg font-semibold">
          {messages.legendTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{messages.legendHint}</p>
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {ANNEX_II.map((group) => {
            const isChosen = parsed.numbers.includes(group.number);
            return (
              <li key={group.number}>
                <button
                  type="button"
                  aria-pressed={isChosen}
                  onClick={() => toggle(group.number)}
                  className={cn(
                    'flex min-h-11 w-full items-center gap-3 rounded-lg border-2 px-3 py-2 text-left text-base focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                    isChosen ? 'border-foreground bg-foreground text-background' : 'border-border bg-card text-card-foreground',
                  )}
                >
                  <NumberBadge number={group.number} />
                  <span>{group.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}

function NumberBadge({ number }: { number: number }) {
  return (
    <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full border-2 border-current font-bold tabular-nums">
      {number}
    </span>
  );
}

function Verdict({
  match,
  own,
  signInPath,
}: {
  match: ReturnType<typeof matchMenuNumbers>;
  own: ReturnType<typeof useOwnAllergenNames>;
  signInPath: string;
}) {
  if (!own.isSignedIn) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg border-2 border-border p-4">
        <p>{messages.signInForVerdict}</p>
        <Button asChild size="sm">
          <Link to={signInPath}>{messages.signIn}</Link>
        </Button>
      </div>
    );
  }
  if (own.names === null) return null;
  if (own.names.length === 0) return <p className="rounded-lg border-2 border-border p-4">{messages.noOwnAllergens}</p>;
  const hasOwn = match.own.length > 0;
  return (
    <div
      data-testid="menu-numbers-verdict"
      className={cn('flex flex-col gap-2 rounded-xl border-4 p-4', hasOwn ? 'border-[#b00020] text-[#b00020]' : 'border-foreground')}
    >
      <p className="text-3xl leading-tight font-extrabold">{hasOwn ? messages.ownTitle : messages.noneTitle}</p>
      {hasOwn && <p className="text-2xl font-bold">{messages.ownList(match.own.map((group) => group.name).join(', '))}</p>}
      <p className="text-base text-foreground">{messages.incompleteReminder}</p>
    </div>
  );
}
