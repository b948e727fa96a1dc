import { describe, expect, it } from 'vitest';
import { isAtStartLocation, noteLocation } from './start-location';

describe('the start location', () => {
  it('is where the app first drew, until it draws another location, and stays left when it goes back', () => {
    expect(isAtStartLocation()).toBe(true);
    noteLocation('default');
    noteLocation('default');
    expect(isAtStartLocation()).toBe(true);
    noteLocation('k2');
    expect(isAtStartLocation()).toBe(false);
    noteLocation('default');
    expect(isAtStartLocation()).toBe(false);
  });
});
