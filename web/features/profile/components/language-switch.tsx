// The language switch (#43): the footer's link to the other language, on every
// page signed in or out, and the profile's card. Each name is written in its
// own language and marked so (lang), for the reader and their screen reader.
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { activeLanguage } from '@domain/i18n/active';
import { it } from '@domain/i18n/it';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@domain/i18n/language';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
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

/** The profile's 'Lingua': both languages, the current one pressed; choosing the other keeps it in the account. */
export function LanguageCard() {
  const current = activeLanguage();
  return (
    <Card role="region" aria-labelledby="profile-language-title">
      <CardHeader>
        <CardTitle id="profile-language-title">{it.profile.languageTitle}</CardTitle>
        <CardDescription>{it.profile.languageDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <div role="group" aria-labelledby="profile-language-title" className="flex flex-wrap gap-2">
          {LANGUAGES.map((language) => (
            <Button
              key={language}
              variant={language === current ? 'default' : 'outline'}
              lang={language}
              aria-pressed={language === current}
              onClick={() => {
                if (language !== current) void chooseLanguage(language, true);
              }}
            >
              {LANGUAGE_NAMES[language]}
            </Button>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
