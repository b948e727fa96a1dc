import { it } from '@domain/i18n/it';
import { LegalPage } from '../components/legal-page';
import { PolicyConsentActions } from '../components/policy-consent-actions';

export default function CookiesPolicyPage() {
  return <LegalPage content={it.legal.cookiesPolicy} actions={<PolicyConsentActions consentType="cookies" />} />;
}
