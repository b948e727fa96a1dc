import { afterEach, describe, expect, it, vi } from 'vitest';
import { clusterIconDrawing } from './cluster-icon';

describe('clusterIconDrawing', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('writes the count as Italian readers do, in a disc that grows at 100 and at 1000', () => {
    expect(clusterIconDrawing(7).size).toBe(36);
    expect(clusterIconDrawing(7).html).toContain('>7</span>');
    expect(clusterIconDrawing(100).size).toBe(44);
    expect(clusterIconDrawing(1234).size).toBe(52);
    expect(clusterIconDrawing(1234).html).toContain('>1234</span>');
    expect(clusterIconDrawing(12345).html).toContain('>12.345</span>');
  });

  it('makes no Intl format while the map draws its clusters (the first one loads the locale data)', () => {
    const numberFormats = vi.spyOn(Intl, 'NumberFormat');
    const toLocaleString = vi.spyOn(Number.prototype, 'toLocaleString');
    clusterIconDrawing(12345);
    expect(numberFormats).not.toHaveBeenCalled();
    expect(toLocaleString).not.toHaveBeenCalled();
  });
});
