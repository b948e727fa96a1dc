// The Intellectual Property notice: the document already holds its English text beside the Italian
// (../it/legal-intellectual-property.ts), each shown in its own language; in the English interface
// only the title changes, English first.
import type { LegalDocument } from '../it/legal';

export const intellectualPropertyDocument: Pick<LegalDocument, 'title'> = {
  title: 'Intellectual Property / Proprietà Intellettuale',
};
