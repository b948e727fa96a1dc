// Sign-in with an external provider's ID token (`POST /token?grant_type=id_token`).
// No external provider is switched on (docs/auth-api.md#switched-off-features),
// so every grant ends in a refusal: this answers the one GoTrue gives with its
// providers off, checked in GoTrue's order, so clients that read the code or
// the message see what they would see against GoTrue.
import type { AuthContext } from './auth.context';
import { authErrors } from './auth.errors';
import { requireBearer } from './sessions.service';

export type IdTokenGrantInput = {
  id_token?: string | null;
  provider?: string | null;
  client_id?: string | null;
  issuer?: string | null;
  link_identity?: boolean | null;
};

const APPLE_ISSUERS = ['https://appleid.apple.com', 'https://account.apple.com'];
const isAppleIssuer = (issuer: string) => APPLE_ISSUERS.includes(issuer);
const isAzureIssuer = (issuer: string) => /^https:\/\/login[.]microsoftonline[.]com\/([^/]+)\/v2[.]0\/?$/.test(issuer);
const isAzureTokenIssuer = (issuer: string) =>
  issuer.startsWith('https://login.microsoftonline.com/') || issuer.startsWith('https://sts.windows.net/');

/** GoTrue's providers in the order it matches them; an issuer of '' is Keycloak's unset URL. */
const PROVIDERS: { name: string; issuer: string }[] = [
  { name: 'apple', issuer: '' },
  { name: 'google', issuer: 'https://accounts.google.com' },
  { name: 'azure', issuer: '' },
  { name: 'facebook', issuer: 'https://www.facebook.com' },
  { name: 'keycloak', issuer: '' },
  { name: 'kakao', issuer: 'https://kauth.kakao.com' },
  { name: 'vercel_marketplace', issuer: 'https://marketplace.vercel.com' },
  { name: 'snapchat', issuer: 'https://accounts.snapchat.com/accounts/oauth2/token' },
];

/** The unverified `iss` of a JWT, as GoTrue reads it to pick the Apple or Azure issuer. */
function unverifiedIssuer(idToken: string): string | null {
  const parts = idToken.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    return typeof payload === 'object' && payload !== null && 'iss' in payload && typeof payload.iss === 'string'
      ? payload.iss
      : '';
  } catch {
    return null;
  }
}

function detectedIssuer(input: IdTokenGrantInput, idToken: string, label: 'Apple' | 'Azure', isOwn: (issuer: string) => boolean) {
  const issuer = unverifiedIssuer(idToken);
  if (issuer === null) throw authErrors.validation(`Unable to detect issuer in ID token for ${label} provider`);
  if (!isOwn(issuer)) throw authErrors.validation(`Detected ID token issuer is not an ${label} ID token issuer`);
  if (input.issuer && input.issuer !== issuer) throw authErrors.validation('Provided issuer does not match ID token issuer');
  return issuer;
}

export async function idTokenGrant(ctx: AuthContext, input: IdTokenGrantInput, authorization: string | undefined): Promise<never> {
  const idToken = input.id_token ?? '';
  const provider = input.provider ?? '';
  const requestedIssuer = input.issuer ?? '';
  if (!idToken) throw authErrors.idTokenRequest('id_token required');
  if (!provider && (!input.client_id || !requestedIssuer)) {
    throw authErrors.idTokenRequest('provider or client_id and issuer required');
  }
  if (input.link_identity) {
    if (!authorization) throw authErrors.idTokenRequest('Linking requires a valid user access token in Authorization');
    await requireBearer(ctx, authorization);
  }

  const match = PROVIDERS.find(
    ({ name, issuer }) =>
      provider === name ||
      (name === 'apple' && isAppleIssuer(requestedIssuer)) ||
      (name === 'azure' && isAzureIssuer(requestedIssuer)) ||
      (issuer !== '' && requestedIssuer === issuer),
  );
  if (match?.name === 'apple') throw authErrors.idTokenProviderDisabled(detectedIssuer(input, idToken, 'Apple', isAppleIssuer));
  if (match?.name === 'azure') throw authErrors.idTokenProviderDisabled(detectedIssuer(input, idToken, 'Azure', isAzureTokenIssuer));
  // Keycloak's issuer is its configured URL, which is unset here: GoTrue names it "".
  if (match) throw authErrors.idTokenProviderDisabled(match.issuer);
  if (provider.startsWith('custom:')) throw authErrors.validation('Custom OAuth providers are disabled');
  // No issuer is allowed for arbitrary providers (GoTrue's GOTRUE_EXTERNAL_ALLOWED_ID_TOKEN_ISSUERS is empty).
  throw authErrors.validation(`Custom OIDC provider ${JSON.stringify(provider)} not allowed`);
}
