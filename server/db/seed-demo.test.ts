import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEMO_PASSWORD, DEMO_RESTAURANTS, DEMO_REVIEWS, DEMO_USERS } from './demo/demo-data';
import { seedDemo } from './seed-demo';

let sut: TestApp;

beforeAll(async () => {
  sut = await createTestApp();
});
afterAll(async () => {
  await sut.close();
});

describe('demo data', () => {
  it('loads every demo row, and a second run changes nothing', async () => {
    const first = await seedDemo(sut.database.db);
    const second = await seedDemo(sut.database.db);
    const expected = { users: DEMO_USERS.length, restaurants: DEMO_RESTAURANTS.length, reviews: DEMO_REVIEWS.length };
    expect(first).toEqual(expected);
    expect(second).toEqual(expected);
    const members = await fetch(`${sut.baseUrl}/rest/v1/rpc/get_total_user_count`);
    expect(await members.json()).toBe(DEMO_USERS.length);
  });

  it('lets a newcomer sign in as a demo user with the documented password', async () => {
    await seedDemo(sut.database.db);
    const response = await fetch(`${sut.baseUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_USERS[0]!.email, password: DEMO_PASSWORD }),
    });
    expect(response.status).toBe(200);
    const session = (await response.json()) as { access_token: string; user: { user_metadata: { nickname: string } } };
    expect(session.access_token).toBeTruthy();
    expect(session.user.user_metadata.nickname).toBe(DEMO_USERS[0]!.nickname);
  });
});
