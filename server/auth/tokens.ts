// Access tokens: ES256 JWTs signed with a key pair kept in `signing_keys`. The
// first start creates the pair; every instance then loads it from the database.
import { randomUUID } from 'node:crypto';
import { errors as joseErrors, exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT, type JWK, type JWTPayload, type JWTVerifyOptions } from 'jose';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { authErrors } from './auth.errors';
import { ensureActiveSigningKey, findSigningKeys, type NewSigningKey } from './signing-keys.repository';

export const JWT_ALGORITHM = 'ES256';
export const AUDIENCE = 'authenticated';
/** The `role` claim of every user session. */
export const USER_ROLE = 'authenticated';
/** The `role` claim of an operator's key: the only one the admin routes accept. */
export const SERVICE_ROLE = 'service_role';

const KEY_RELOAD_INTERVAL_MS = 60_000;

export type AmrEntry = { method: string; timestamp: number };

export type AccessTokenClaims = {
  iss: string;
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: string;
  aal: 'aal1' | 'aal2';
  amr: AmrEntry[];
  session_id: string;
  is_anonymous: boolean;
};

type LoadedKey = { kid: string; publicJwk: JWK; verifyKey: CryptoKey | Uint8Array; signKey?: CryptoKey | Uint8Array };

export type SigningKeyStore = {
  /** Public JWKs for /.well-known/jwks.json. */
  publicJwks: () => Promise<JWK[]>;
  sign: (claims: Omit<AccessTokenClaims, 'iss' | 'aud' | 'exp' | 'iat'>, issuedAt: number) => Promise<{ token: string; expiresAt: number }>;
  /** Signature, expiry and audience; throws 403 bad_jwt. */
  verify: (token: string) => Promise<AccessTokenClaims>;
  /** A service-role key (docs/auth-api.md#operator-api), valid `lifetimeSeconds`. */
  signServiceKey: (issuedAt: number, lifetimeSeconds: number) => Promise<string>;
  /** Signature and expiry only, whatever the audience: the admin routes then read `role`. Throws 403 bad_jwt. */
  verifyAny: (token: string) => Promise<JWTPayload>;
};

// One store per database, shared by the /auth/v1 routes and the authenticate plugin.
const stores = new WeakMap<Database, SigningKeyStore>();

export function getSigningKeyStore(db: Database, config: Config): SigningKeyStore {
  let store = stores.get(db);
  if (!store) {
    store = createSigningKeyStore(db, config);
    stores.set(db, store);
  }
  return store;
}

/** A new signing key pair, as JWKs under a fresh kid. */
async function newSigningKey(): Promise<NewSigningKey> {
  const kid = randomUUID();
  const { privateKey, publicKey } = await generateKeyPair(JWT_ALGORITHM, { extractable: true });
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: JWT_ALGORITHM };
  const publicJwk = {
    ...(await exportJWK(publicKey)),
    kid,
    alg: JWT_ALGORITHM,
    use: 'sig',
    key_ops: ['verify'],
    ext: true,
  };
  return { id: kid, algorithm: JWT_ALGORITHM, privateJwk, publicJwk };
}

function createSigningKeyStore(db: Database, config: Config): SigningKeyStore {
  let loading: Promise<{ active: LoadedKey; byKid: Map<string, LoadedKey> }> | undefined;
  let lastReloadAt = 0;

  const load = async () => {
    await ensureActiveSigningKey(db, newSigningKey);
    const rows = await findSigningKeys(db);
    const byKid = new Map<string, LoadedKey>();
    let active: LoadedKey | undefined;
    for (const row of rows) {
      const publicJwk = row.publicJwk as JWK;
      const kid = publicJwk.kid ?? row.id;
      const key: LoadedKey = {
        kid,
        publicJwk,
        verifyKey: await importJWK({ ...publicJwk, key_ops: ['verify'] }, JWT_ALGORITHM),
        ...(row.isActive ? { signKey: await importJWK(row.privateJwk as JWK, JWT_ALGORITHM) } : {}),
      };
      byKid.set(kid, key);
      if (row.isActive && !active) active = key;
    }
    if (!active) throw new Error('No active signing key');
    return { active, byKid };
  };

  const keys = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };

  const verifySigned = async (token: string, options: Pick<JWTVerifyOptions, 'audience'>): Promise<JWTPayload> => {
    let loaded = await keys();
    try {
      const { payload } = await jwtVerify(
        token,
        async (header) => {
          let key = header.kid ? loaded.byKid.get(header.kid) : undefined;
          if (!key && header.kid && Date.now() - lastReloadAt > KEY_RELOAD_INTERVAL_MS) {
            // Another instance may have rotated the key: reload, at most once a minute
            // so tokens with made-up kids cannot make every request hit the database.
            lastReloadAt = Date.now();
            loading = undefined;
            loaded = await keys();
            key = loaded.byKid.get(header.kid);
          }
          if (!key) throw new joseErrors.JWKSNoMatchingKey();
          return key.verifyKey;
        },
        { algorithms: [JWT_ALGORITHM], ...options },
      );
      return payload;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw authErrors.badJwt('token is expired');
      if (error instanceof joseErrors.JOSEError) throw authErrors.badJwt(error.code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED' ? 'signature is invalid' : error.message);
      throw error;
    }
  };

  return {
    publicJwks: async () => [...(await keys()).byKid.values()].map((key) => key.publicJwk),

    async sign(claims, issuedAt) {
      const { active } = await keys();
      const expiresAt = issuedAt + config.jwtExpSeconds;
      const token = await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: JWT_ALGORITHM, kid: active.kid, typ: 'JWT' })
        .setIssuer(config.apiExternalUrl)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(active.signKey!);
      return { token, expiresAt };
    },

    async verify(token) {
      const payload = await verifySigned(token, { audience: AUDIENCE });
      if (typeof payload.sub !== 'string' || typeof payload.session_id !== 'string') {
        throw authErrors.badJwt('missing sub or session_id claim');
      }
      return payload as AccessTokenClaims;
    },

    async signServiceKey(issuedAt, lifetimeSeconds) {
      const { active } = await keys();
      // No sub, session or audience: user routes refuse it, and /rest sees nobody.
      return new SignJWT({ role: SERVICE_ROLE })
        .setProtectedHeader({ alg: JWT_ALGORITHM, kid: active.kid, typ: 'JWT' })
        .setIssuer(config.apiExternalUrl)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + lifetimeSeconds)
        .sign(active.signKey!);
    },

    verifyAny: (token) => verifySigned(token, {}),
  };
}
