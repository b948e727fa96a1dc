// A notification is stored in Italian and in English (migration 0035), so the
// bell, the push and the alert email can each be in their reader's language:
// a writer words it once, over a catalogue, and it is worded over both.
import type { Catalogue } from '../../domain/i18n/catalogue';
import { en } from '../../domain/i18n/en';
import { it } from '../../domain/i18n/it';
import type { Language } from '../../domain/i18n/language';

export type NotificationText = { title: string; message: string; titleEn: string; messageEn: string };

export function notificationText(word: (catalogue: Catalogue, language: Language) => { title: string; message: string }): NotificationText {
  const italian = word(it, 'it');
  const english = word(en, 'en');
  return { title: italian.title, message: italian.message, titleEn: english.title, messageEn: english.message };
}
