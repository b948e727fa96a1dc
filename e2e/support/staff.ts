// Staff for the moderation journey. The server holds its embedded database
// folder while it runs, so the operator's command cannot grant a role then;
// e2e/start-server.sh mints a service-role key before the server starts
// (`npm run user -- service-key`) and the journey grants roles with it through
// the admin API (PUT /auth/v1/admin/users/{id}, app_metadata.role), as an
// operator would (docs/auth-api.md#operator-api).
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';

/** Where e2e/start-server.sh writes the key: per port, so parallel runs on one machine keep theirs. */
export const E2E_SERVICE_KEY_FILE = path.join(os.tmpdir(), `allerguida-e2e-${process.env.E2E_PORT ?? 3100}.service-key`);

const API_HEADERS = { 'x-supabase-api-version': '2024-01-01' };

function serviceKey(): string {
  const key = readFileSync(E2E_SERVICE_KEY_FILE, 'utf8').trim();
  if (key.split('.').length !== 3) throw new Error(`no service-role key in ${E2E_SERVICE_KEY_FILE}`);
  return key;
}

/** The id of the signed-in user of `accessToken`. */
export async function userIdOf(request: APIRequestContext, accessToken: string): Promise<string> {
  const response = await request.get('/auth/v1/user', { headers: { ...API_HEADERS, authorization: `Bearer ${accessToken}` } });
  expect(response.ok(), `GET /auth/v1/user: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

/** Grants a staff role (`user` takes it away) through the operator API. */
export async function grantRole(request: APIRequestContext, userId: string, role: 'moderator' | 'admin' | 'user'): Promise<void> {
  const response = await request.put(`/auth/v1/admin/users/${userId}`, {
    headers: { ...API_HEADERS, authorization: `Bearer ${serviceKey()}` },
    data: { app_metadata: { role } },
  });
  expect(response.status(), `PUT /auth/v1/admin/users/${userId}: ${await response.text()}`).toBe(200);
  expect(((await response.json()) as { app_metadata: { role?: string } }).app_metadata.role).toBe(role === 'user' ? undefined : role);
}

/** Suspends a user through the operator API (`ban_duration`, GoTrue's), as a moderator's suspension does. */
export async function banUser(request: APIRequestContext, userId: string, banDuration: string): Promise<void> {
  const response = await request.put(`/auth/v1/admin/users/${userId}`, {
    headers: { ...API_HEADERS, authorization: `Bearer ${serviceKey()}` },
    data: { ban_duration: banDuration },
  });
  expect(response.status(), `PUT /auth/v1/admin/users/${userId}: ${await response.text()}`).toBe(200);
}
