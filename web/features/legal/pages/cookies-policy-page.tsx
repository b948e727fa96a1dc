import { cookiesPolicyDocument } from '@domain/i18n/it/legal-cookies-policy';
import { LegalPage } from '../components/legal-page';
import { PolicyConsentActions } from '../components/policy-consent-actions';

export default function CookiesPolicyPage() {
  return <LegalPage content={cookiesPolicyDocument} actions={<PolicyConsentActions consentType="cookies" />} />;
}
