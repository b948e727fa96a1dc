// The account export's file name, the same whether the server names its
// attachment or the web app its download: in the reader's language.
import { profileMessages } from './i18n/it/profile';

/** 'allerguida-i-miei-dati-2025-03-10.json'; `words` from the catalogue of the reader's language (the interface's by default). */
export function exportFileName(appName: string, now: Date, words: string = profileMessages.exportFileWords): string {
  const slug = appName
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `${slug || 'account'}-${words}-${now.toISOString().slice(0, 10)}.json`;
}
