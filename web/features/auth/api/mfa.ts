// Two-step verification with TOTP factors, through auth-js's `mfa` API
// (POST /factors, /factors/{id}/challenge, /factors/{id}/verify, DELETE /factors/{id}).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Factor } from '@supabase/auth-js';
import { loadAuthClient } from '@web/lib/auth/auth-loader';

/** Thrown when a code is given but the account has no verified factor (removed meanwhile elsewhere). */
export class NoFactorError extends Error {
  constructor() {
    super('No verified TOTP factor');
    this.name = 'NoFactorError';
  }
}

async function listFactors(): Promise<{ verified: Factor[]; all: Factor[] }> {
  const { authClient } = await loadAuthClient();
  const { data, error } = await authClient.mfa.listFactors();
  if (error) throw error;
  return { verified: data.totp, all: data.all };
}

/**
 * The code asked at sign-in: challenge and verify the account's TOTP factor.
 * The aal2 session that comes back replaces the password-only one
 * (MFA_CHALLENGE_VERIFIED), and the app opens.
 */
export async function verifySecondFactor(code: string): Promise<void> {
  const { authClient } = await loadAuthClient();
  const [factor] = (await listFactors()).verified;
  if (!factor) throw new NoFactorError();
  const { error } = await authClient.mfa.challengeAndVerify({ factorId: factor.id, code });
  if (error) throw error;
}

export const useVerifySecondFactor = () => useMutation({ mutationFn: verifySecondFactor });

const factorsQueryKey = (userId: string) => ['mfa-factors', userId] as const;

/** The account's verified TOTP factors. */
export const useFactors = (userId: string) =>
  useQuery({ queryKey: factorsQueryKey(userId), queryFn: async () => (await listFactors()).verified });

export type TotpEnrollment = { factorId: string; qrCode: string; secret: string };

/**
 * A new TOTP factor, unverified until its first code. Factors left
 * unverified by an abandoned attempt are removed first: the server keeps at
 * most ten, and only a verified one counts.
 */
async function enrollTotp(): Promise<TotpEnrollment> {
  const { authClient } = await loadAuthClient();
  const { all } = await listFactors();
  for (const stale of all.filter((factor) => factor.status === 'unverified')) {
    await authClient.mfa.unenroll({ factorId: stale.id });
  }
  const { data, error } = await authClient.mfa.enroll({ factorType: 'totp' });
  if (error) throw error;
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

export const useEnrollTotp = () => useMutation({ mutationFn: enrollTotp });

/** The first code from the app: the factor becomes verified and this session aal2. */
async function confirmEnrollment({ factorId, code }: { factorId: string; code: string }): Promise<void> {
  const { authClient } = await loadAuthClient();
  const { error } = await authClient.mfa.challengeAndVerify({ factorId, code });
  if (error) throw error;
}

/** 'Annulla' during enrolment: the unverified factor goes. */
export async function abandonEnrollment(factorId: string): Promise<void> {
  const { authClient } = await loadAuthClient();
  const { error } = await authClient.mfa.unenroll({ factorId });
  if (error) console.warn('Could not remove the unverified factor', error);
}

async function removeFactor(factorId: string): Promise<void> {
  const { authClient } = await loadAuthClient();
  const { error } = await authClient.mfa.unenroll({ factorId });
  if (error) throw error;
}

export function useConfirmEnrollment(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEnrollment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: factorsQueryKey(userId) }),
  });
}

export function useRemoveFactor(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: factorsQueryKey(userId) }),
  });
}
