// The auth forms' checks (domain/schemas/auth.ts), loaded when someone starts
// on a form (AuthCard) or sends it, not with the sign-in page
// (lib/lazy-zod-resolver.ts).
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver';

const authSchemas = () => import('@domain/schemas/auth');

export const signInResolver = lazyZodResolver(() => authSchemas().then((schemas) => schemas.signInInputSchema));
export const signUpResolver = lazyZodResolver(() => authSchemas().then((schemas) => schemas.signUpInputSchema));
export const newPasswordResolver = lazyZodResolver(() => authSchemas().then((schemas) => schemas.newPasswordInputSchema));
export const otpCodeResolver = lazyZodResolver(() => authSchemas().then((schemas) => schemas.otpCodeInputSchema));
export const emailCodeResolver = lazyZodResolver(() => authSchemas().then((schemas) => schemas.emailCodeInputSchema));

export function preloadAuthFormValidation(): void {
  for (const resolver of [signInResolver, signUpResolver, newPasswordResolver, otpCodeResolver, emailCodeResolver]) resolver.preload();
}
