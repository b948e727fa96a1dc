import { intellectualPropertyDocument } from '@domain/i18n/it/legal-intellectual-property';
import { LegalPage } from '../components/legal-page';

/** Read-only: no choice to make, only 'Info' back to /home. */
export default function IntellectualPropertyPage() {
  return <LegalPage content={intellectualPropertyDocument} />;
}
