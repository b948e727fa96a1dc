// The localStorage key of the auth-js session, in a module of its own so tools
// outside the app (bench/web.ts writes a session there) can read it without
// starting an auth client.
export const AUTH_STORAGE_KEY = 'allerguida-auth';
