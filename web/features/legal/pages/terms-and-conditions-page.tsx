import { termsDocument } from '@domain/i18n/it/legal-terms';
import { LegalPage } from '../components/legal-page';
import { PolicyConsentActions } from '../components/policy-consent-actions';

export default function TermsAndConditionsPage() {
  return <LegalPage content={termsDocument} actions={<PolicyConsentActions consentType="terms" />} />;
}
