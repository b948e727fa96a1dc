import { localise } from '../active';

export type LegalParams = {
  readonly appName: string;
  readonly contactEmail: string;
};

export type LegalSection = {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** A bullet list shown after the paragraphs. */
  readonly items?: readonly string[];
};

// NOTE: legal pages are bilingual by spec, so each document carries its Italian
// and its English text; a translation of the app replaces only the Italian part.
// The documents describe what the app really does (see docs/architecture.md):
// change them together with the behaviour they describe, and raise
// CONSENT_POLICY_VERSION when a change needs users to accept again.
// Each document lives in its own module (legal-*.ts), which only its page imports.
export type LegalDocument = {
  readonly title: string;
  readonly italian: (params: LegalParams) => readonly LegalSection[];
  readonly english: (params: LegalParams) => readonly LegalSection[];
};

export const legalMessages = {
  italianHeading: 'Italiano',
  englishHeading: 'English',
  version: (version: string) => `Versione ${version} / Version ${version}`,
  contact: (contactEmail: string) =>
    `Per domande legali / For legal questions: ${contactEmail}`,
  info: 'Info',
  /** Accessible name of the table of contents of a document. */
  contents: 'Indice / Contents',
  loadFailed: 'Non è stato possibile caricare il documento. / The document could not be loaded.',
} as const;

localise(legalMessages, 'legalMessages');
