// GET /rest/v1/legal-info: the contact address for legal questions and the
// policy version in force, served from the server's configuration. A page the
// server sent carries the address already (domain/prerendered-pages.ts), so a
// legal page draws its text at once and asks the server again behind it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONSENT_POLICY_VERSION } from '@domain/limits';
import { LEGAL_CONTACT_META, LEGAL_CONTACT_PLACEHOLDER } from '@domain/prerendered-pages';
import { apiFetch } from '@web/lib/api-client';

export type LegalInfo = { contactEmail: string; policyVersion: string };

export const fetchLegalInfo = () => apiFetch<LegalInfo>('/rest/v1/legal-info');

function legalInfoInPage(): LegalInfo | undefined {
  const contactEmail = document.querySelector<HTMLMetaElement>(`meta[name="${LEGAL_CONTACT_META}"]`)?.content;
  return contactEmail && contactEmail !== LEGAL_CONTACT_PLACEHOLDER ? { contactEmail, policyVersion: CONSENT_POLICY_VERSION } : undefined;
}

export const legalInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['legal-info'],
    queryFn: fetchLegalInfo,
    staleTime: 60 * 60_000,
    initialData: legalInfoInPage,
    // Stale at once: the server's answer replaces the page's copy.
    initialDataUpdatedAt: 0,
  });

export const useLegalInfo = () => useQuery(legalInfoQueryOptions());
