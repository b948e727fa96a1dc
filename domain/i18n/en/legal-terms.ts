// The Terms and Conditions: the document already holds its English text beside the Italian
// (../it/legal-terms.ts), each shown in its own language; in the English interface
// only the title changes, English first.
import type { LegalDocument } from '../it/legal';

export const termsDocument: Pick<LegalDocument, 'title'> = {
  title: 'Terms and Conditions / Termini e Condizioni',
};
