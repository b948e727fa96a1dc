// The legal documents themselves (../it/legal-*.ts) already carry their English
// text beside the Italian: the English interface shows the same documents, and
// only these bilingual labels put English first.
import type { Catalogue } from '../catalogue';
export const legalMessages = {
  italianHeading: 'Italiano',
  englishHeading: 'English',
  version: (version: string) => `Version ${version} / Versione ${version}`,
  contact: (contactEmail: string) =>
    `For legal questions / Per domande legali: ${contactEmail}`,
  info: 'Info',
  /** Accessible name of the table of contents of a document. */
  contents: 'Contents / Indice',
  loadFailed: 'The document could not be loaded. / Non è stato possibile caricare il documento.',
} satisfies Catalogue['legal'];
