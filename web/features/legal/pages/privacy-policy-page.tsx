import { privacyPolicyDocument } from '@domain/i18n/it/legal-privacy-policy';
import { LegalPage } from '../components/legal-page';
import { PolicyConsentActions } from '../components/policy-consent-actions';

export default function PrivacyPolicyPage() {
  return <LegalPage content={privacyPolicyDocument} actions={<PolicyConsentActions consentType="privacy" />} />;
}
