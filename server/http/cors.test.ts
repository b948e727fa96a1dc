import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let sut: TestApp;

beforeAll(async () => {
  sut = await createTestApp();
});

afterAll(async () => {
  await sut?.close();
});

async function preflight(origin: string, path = '/rest/v1/my-restaurants') {
  return fetch(`${sut.baseUrl}${path}`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
  });
}

describe('CORS for the native shells', () => {
  it.each(['capacitor://localhost', 'https://localhost', 'http://localhost'])('allows %s on the API and on /auth/v1', async (origin) => {
    for (const path of ['/rest/v1/my-restaurants', '/auth/v1/token?grant_type=password']) {
      const response = await preflight(origin, path);
      expect(response.status, path).toBeLessThan(300);
      expect(response.headers.get('access-control-allow-origin'), path).toBe(origin);
      expect(response.headers.get('access-control-allow-headers') ?? '', path).toContain('authorization');
    }
  });

  it('does not allow other origins', async () => {
    for (const origin of ['https://evil.example', 'capacitor://evil.example', 'http://localhost:8080']) {
      const response = await preflight(origin);
      expect(response.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });
});
