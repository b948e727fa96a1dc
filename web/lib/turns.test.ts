import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeTurn } from './turns';

describe('takeTurn', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('starts a turn in a task of its own, not in the task that asked for it', () => {
    const started: string[] = [];
    const end = takeTurn(() => started.push('a'));
    expect(started).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(started).toEqual(['a']);
    end();
  });

  it('starts the next turn only once the one before it has ended, and then in a later task', () => {
    const started: string[] = [];
    const endA = takeTurn(() => started.push('a'));
    const endB = takeTurn(() => started.push('b'));
    const endC = takeTurn(() => started.push('c'));
    vi.runAllTimers();
    expect(started).toEqual(['a']);

    endA();
    expect(started).toEqual(['a']);
    vi.advanceTimersToNextTimer();
    expect(started).toEqual(['a', 'b']);

    endB();
    vi.advanceTimersToNextTimer();
    expect(started).toEqual(['a', 'b', 'c']);
    endC();
  });

  it('skips a turn that left the queue before it came, and ending twice starts nothing twice', () => {
    const started: string[] = [];
    const endA = takeTurn(() => started.push('a'));
    const endB = takeTurn(() => started.push('b'));
    const endC = takeTurn(() => started.push('c'));
    vi.runAllTimers();
    endB();
    endA();
    endA();
    vi.runAllTimers();
    expect(started).toEqual(['a', 'c']);
    endC();
  });

  it('goes on with the queue when the current turn is given up before it ends', () => {
    const started: string[] = [];
    const endA = takeTurn(() => started.push('a'));
    const endB = takeTurn(() => started.push('b'));
    vi.runAllTimers();
    // Given up (its component unmounted) rather than finished: the same call.
    endA();
    vi.runAllTimers();
    expect(started).toEqual(['a', 'b']);
    endB();
  });

  it('starts a turn queued after the queue went idle', () => {
    const started: string[] = [];
    const endA = takeTurn(() => started.push('a'));
    vi.runAllTimers();
    endA();
    vi.runAllTimers();
    const endB = takeTurn(() => started.push('b'));
    vi.runAllTimers();
    expect(started).toEqual(['a', 'b']);
    endB();
  });
});
