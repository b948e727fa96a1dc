import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadInTurns } from './page-modules';

describe("the page's own files, asked for a few per task", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for none in the calling task, then four per task, in the order given', () => {
    const asked: string[][] = [];
    let current: string[] = [];
    const files = ['/a.js', '/b.js', '/c.js', '/d.js', '/e.js', '/f.js', '/g.js', '/h.js', '/i.js', '/j.js'];
    preloadInTurns(files, (file) => current.push(file));
    expect(current).toEqual([]);
    while (vi.getTimerCount() > 0) {
      vi.advanceTimersToNextTimer();
      asked.push(current);
      current = [];
    }
    expect(asked).toEqual([
      ['/a.js', '/b.js', '/c.js', '/d.js'],
      ['/e.js', '/f.js', '/g.js', '/h.js'],
      ['/i.js', '/j.js'],
    ]);
  });

  it('schedules nothing for an empty list', () => {
    preloadInTurns([], () => {
      throw new Error('nothing to ask for');
    });
    expect(vi.getTimerCount()).toBe(0);
  });
});
