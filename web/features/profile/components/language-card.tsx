// The profile's language card (#43): both languages, each name written in its
// own language and marked so (lang); choosing the other keeps it in the account.
import { activeLanguage } from '@domain/i18n/active';
import { it } from '@domain/i18n/it';
import { LANGUAGE_NAMES, LANGUAGES } from '@domain/i18n/language';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { chooseLanguage } from '../choose-language';

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
