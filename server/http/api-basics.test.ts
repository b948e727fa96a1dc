import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GTAG_SCRIPT_ORIGIN } from '../../domain/analytics';
import { createTestApp, type TestApp } from '../test/test-app';
import { validationFailedMessage } from './error-handler';

let sut: TestApp;

beforeAll(async () => {
  sut = await createTestApp();
});
afterAll(async () => {
  await sut.close();
});

describe('API basics', () => {
  it('serves the allergen catalogue ordered by name', async () => {
    const response = await fetch(`${sut.baseUrl}/rest/v1/allergens`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { id: string; name: string; emoji: string }[];
    expect(body).toHaveLength(21);
    expect(body.map((a) => a.name)).toEqual([
      'Celery', 'Crustaceans', 'Cucumber', 'Eggs', 'Fava bean', 'Fish', 'Garlic', 'Gluten', 'Lactose',
      'Lupin', 'Milk', 'Molluscs', 'Mushrooms', 'Mustard', 'Nickel', 'Peanuts', 'Rice', 'Sesame seeds', 'Soy',
      'Sulphites', 'Tree nuts',
    ]);
    for (const allergen of body) {
      expect(allergen.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(allergen.emoji.length).toBeGreaterThan(0);
    }
  });

  it('says the process is alive on /health, and ready after a database round trip on /health/ready', async () => {
    const alive = await fetch(`${sut.baseUrl}/health`);
    expect(alive.status).toBe(200);
    expect(await alive.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${sut.baseUrl}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok', database: 'ok', alerts: { pending: 0, failing_channels: [] } });
  });

  it('answers an unknown API path with 404 JSON', async () => {
    const response = await fetch(`${sut.baseUrl}/rest/v1/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found', message: expect.any(String) });
  });

  it('says "Dati non validi." once when the issue has nothing more to say, and adds the detail otherwise', async () => {
    const badId = await fetch(`${sut.baseUrl}/rest/v1/map/restaurants?south=45.5&north=45.4&west=9.1&east=9.2`);
    expect(badId.status).toBe(400);
    expect(await badId.json()).toMatchObject({ code: 'validation_failed', message: 'Dati non validi.' });
    expect(validationFailedMessage(undefined)).toBe('Dati non validi.');
    expect(validationFailedMessage(' Dati non validi. ')).toBe('Dati non validi.');
    expect(validationFailedMessage('Inserisci un nickname.')).toBe('Dati non validi. Inserisci un nickname.');
  });

  it('answers malformed JSON with 400 bad_json', async () => {
    const response = await fetch(`${sut.baseUrl}/rest/v1/rpc/get_total_user_count`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'bad_json' });
  });

  it('answers an oversized body with 413 JSON', async () => {
    const response = await fetch(`${sut.baseUrl}/rest/v1/rpc/get_total_user_count`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('counts no members on an empty database', async () => {
    const response = await fetch(`${sut.baseUrl}/rest/v1/rpc/get_total_user_count`);
    expect(response.status).toBe(200);
    expect(await response.json()).toBe(0);
  });

  it('publishes an OpenAPI document that lists the allergen endpoint', async () => {
    const response = await fetch(`${sut.baseUrl}/rest/v1/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths).toHaveProperty('/rest/v1/allergens');
  });

  it('sends security headers', async () => {
    const response = await fetch(`${sut.baseUrl}/health`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self';");
  });
});

describe('a web app built with an analytics id', () => {
  it('lets gtag.js load from its origin, and nothing else beside the app', async () => {
    const withAnalytics = await createTestApp({ VITE_ANALYTICS_ID: 'G-TEST123' });
    try {
      const policy = (await fetch(`${withAnalytics.baseUrl}/health`)).headers.get('content-security-policy');
      expect(policy).toContain(`script-src 'self' ${GTAG_SCRIPT_ORIGIN};`);
    } finally {
      await withAnalytics.close();
    }
  });
});
