// Shared by the auth tests: an auth-js client per simulated browser, the dev
// mailbox, and helpers to open emailed links the way a browser would.
import { AuthClient, type Session } from '@supabase/auth-js';
import type { TestApp } from '../test/test-app';

export type MemoryStorage = {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
  removeItem: (key: string) => void;
  items: Map<string, string>;
};

export function memoryStorage(): MemoryStorage {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

export function authClient(sut: TestApp, flowType: 'implicit' | 'pkce' = 'implicit') {
  const storage = memoryStorage();
  const client = new AuthClient({
    url: `${sut.baseUrl}/auth/v1`,
    storage,
    persistSession: true,
    autoRefreshToken: false,
    detectSessionInUrl: false,
    flowType,
    fetch: (...args) => fetch(...args),
  });
  return Object.assign(client, { storage });
}

export type OutboxMessage = {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
};

export async function mailbox(sut: TestApp, to?: string): Promise<OutboxMessage[]> {
  const query = to ? `?${new URLSearchParams({ to }).toString()}` : '';
  const response = await fetch(`${sut.baseUrl}/dev/mailbox/messages.json${query}`);
  if (response.status !== 200) throw new Error(`mailbox answered ${response.status}`);
  return (await response.json()) as OutboxMessage[];
}

export async function latestMessage(sut: TestApp, to: string): Promise<OutboxMessage> {
  const [message] = await mailbox(sut, to);
  if (!message) throw new Error(`no message for ${to}`);
  return message;
}

/** The link of the newest email to this address. */
export async function latestLink(sut: TestApp, to: string): Promise<string> {
  const message = await latestMessage(sut, to);
  // GET /verify links, or the app's token-hash links of PKCE requests.
  const link = message.text.match(/https?:\/\/\S+[?&]token(_hash)?=\S+/)?.[0];
  if (!link) throw new Error(`no link in the message to ${to}`);
  return link;
}

/** The 6-digit code of the newest message to this address. */
export async function latestCode(sut: TestApp, to: string): Promise<string> {
  const message = await latestMessage(sut, to);
  const code = message.text.match(/codice\D*(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the message to ${to}`);
  return code;
}

/** Opens a link without following the redirect, as a browser's first hop. */
export async function openLink(link: string): Promise<{ status: number; location: URL }> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (!location) throw new Error(`no Location (status ${response.status}): ${await response.text()}`);
  return { status: response.status, location: new URL(location) };
}

export const fragmentParams = (url: URL) => new URLSearchParams(url.hash.replace(/^#/, ''));

/** Builds the session an implicit-flow redirect carries, as detectSessionInUrl would. */
export function sessionFromFragment(url: URL): Pick<Session, 'access_token' | 'refresh_token'> {
  const params = fragmentParams(url);
  return { access_token: params.get('access_token') ?? '', refresh_token: params.get('refresh_token') ?? '' };
}

let counter = 0;
export const uniqueEmail = (label = 'user') => `${label}.${Date.now().toString(36)}.${(counter += 1)}@example.it`;

/** Signs up and confirms through the emailed link; returns the client, signed in. Nicknames are unique: the default one is numbered. */
export async function confirmedUser(sut: TestApp, options: { email?: string; password?: string; nickname?: string } = {}) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'segreta123';
  const client = authClient(sut);
  const { error } = await client.signUp({ email, password, options: { data: { nickname: options.nickname ?? `Tester${counter += 1}` } } });
  if (error) throw error;
  const { location } = await openLink(await latestLink(sut, email));
  const { error: sessionError } = await client.setSession(sessionFromFragment(location));
  if (sessionError) throw sessionError;
  return { client, email, password };
}

/** A raw JSON call to /auth/v1 with the version header auth-js sends. */
export async function authFetch(
  sut: TestApp,
  path: string,
  init: { method?: string; body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { 'x-supabase-api-version': '2024-01-01', ...init.headers };
  if (init.body !== undefined || init.rawBody !== undefined) headers['content-type'] = 'application/json;charset=UTF-8';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${sut.baseUrl}/auth/v1${path}`, {
    method: init.method ?? (init.body !== undefined || init.rawBody !== undefined ? 'POST' : 'GET'),
    headers,
    body: init.rawBody ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: callers look at `text`.
  }
  return { status: response.status, headers: response.headers, json: json as Record<string, unknown>, text };
}
