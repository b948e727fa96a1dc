// GET /rest/v1/legal-info: the contact address for legal questions and the
// policy version in force, served from the server's configuration.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';

export type LegalInfo = { contactEmail: string; policyVersion: string };

export const fetchLegalInfo = () => apiFetch<LegalInfo>('/rest/v1/legal-info');

export const legalInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['legal-info'],
    queryFn: fetchLegalInfo,
    staleTime: 60 * 60_000,
  });

export const useLegalInfo = () => useQuery(legalInfoQueryOptions());
