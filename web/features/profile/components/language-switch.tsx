// The language switch (#43): the footer's link to the other language, on every
// page signed in or out (the profile's card is language-card.tsx, apart so that
// it and the Card it is drawn in stay out of every page's start). Each name is
// written in its own language and marked so (lang), for the reader and their
// screen reader.
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { activeLanguage } from '@domain/i18n/active';
import { LANGUAGE_NAMES, type Language } from '@domain/i18n/language';
import { useSession } from '@web/lib/auth/session';
import { addressIn, chooseLanguage } from '../choose-language';

/** The language the interface is not in: the one a switch offers. */
export const otherLanguage = (): Language => (activeLanguage() === 'it' ? 'en' : 'it');

/** 'English' in the Italian interface, 'Italiano' in the English one: a real link, so it also opens in a new tab. */
export function LanguageLink() {
  const { user } = useSession();
  const location = useLocation();
  const language = otherLanguage();
  const choose = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    void chooseLanguage(language, Boolean(user));
  };
  return (
    <a
      href={addressIn(language, location)}
      lang={language}
      hrefLang={language}
      onClick={choose}
      className="rounded-sm text-xs text-muted-foreground underline underline-offset-4 outline-hidden hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
    >
      {LANGUAGE_NAMES[language]}
    </a>
  );
}
