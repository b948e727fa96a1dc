// The localStorage keys of auth-js, in a module of its own so the start-up
// code (auth-loader.ts) and tools outside the app (bench/web.ts writes a
// session there) can read them without starting an auth client.
export const AUTH_STORAGE_KEY = 'allerguida-auth';

/** Where auth-js keeps the PKCE code verifier of the last emailed request. */
export const CODE_VERIFIER_KEY = `${AUTH_STORAGE_KEY}-code-verifier`;
