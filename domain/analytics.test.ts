import { describe, expect, it } from 'vitest';
import { GTAG_SCRIPT_ORIGIN, gtagScriptUrl } from './analytics';

describe('gtagScriptUrl', () => {
  it("is Google's tag script for the measurement id, the id encoded", () => {
    expect(GTAG_SCRIPT_ORIGIN).toBe('https://www.googletagmanager.com');
    expect(gtagScriptUrl('G-ABC123')).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABC123');
    expect(gtagScriptUrl('G-1&x=<y>')).toBe('https://www.googletagmanager.com/gtag/js?id=G-1%26x%3D%3Cy%3E');
  });
});
