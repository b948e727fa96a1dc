// The OpenAPI document at /rest/v1/openapi.json is valid OpenAPI (checked by
// @readme/openapi-parser, an independent validator) and covers every HTTP base
// of the app: /rest/v1, /storage/v1, /functions/v1 and /auth/v1.
import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

type Operation = { parameters?: { name: string; in: string }[]; security?: unknown };
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

let sut: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  sut = await createTestApp();
  const response = await fetch(`${sut.baseUrl}/rest/v1/openapi.json`);
  expect(response.status).toBe(200);
  document = (await response.json()) as OpenApiDocument;
});
afterAll(async () => {
  await sut.close();
});

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3', async () => {
    // validate() dereferences in place: hand it a copy.
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? 'valid' : compileErrors(result)).toBe('valid');
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
  });

  it('covers the four API bases', () => {
    const paths = Object.keys(document.paths);
    for (const path of [
      '/rest/v1/restaurants',
      '/storage/v1/object/{bucket}/{*}',
      '/functions/v1/google-places-proxy',
      '/functions/v1/geocode',
      '/functions/v1/log-consent',
      '/auth/v1/signup',
      '/auth/v1/token',
      '/auth/v1/verify',
      '/auth/v1/user',
      '/auth/v1/logout',
      '/auth/v1/factors/{id}/verify',
      '/auth/v1/.well-known/jwks.json',
      '/auth/v1/admin/users',
      '/auth/v1/admin/users/{id}',
      '/auth/v1/admin/users/{id}/factors',
      '/auth/v1/admin/users/{id}/factors/{factor_id}',
      '/auth/v1/admin/generate_link',
      '/auth/v1/invite',
    ]) {
      expect(paths, path).toContain(path);
    }
  });

  it('gives the places proxy one query parameter per name', () => {
    const proxy = document.paths['/functions/v1/google-places-proxy']!.get!;
    const names = (proxy.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
    expect(names).toContain('endpoint');
    expect(names).toContain('place_id');
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((name) => /^[a-z_]+$/.test(name))).toBe(true);
  });

  it('marks the signed-in auth endpoints with the bearer scheme', () => {
    expect(document.paths['/auth/v1/user']!.get!.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/auth/v1/signup']!.post!.security).toBeUndefined();
  });

  it('marks every operator route with the service-role key scheme', () => {
    const operatorPaths = Object.entries(document.paths).filter(([path]) => path.startsWith('/auth/v1/admin/') || path === '/auth/v1/invite');
    const operations = operatorPaths.flatMap(([, methods]) => Object.values(methods));
    expect(operations).toHaveLength(9);
    for (const operation of operations) expect(operation.security).toEqual([{ serviceRoleKey: [] }]);
  });
});
