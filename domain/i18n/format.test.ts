import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCount, formatDayIn, formatItalianDay, itNumberFormat, plural } from './format';

describe('formatCount', () => {
  it('groups thousands with a dot from five digits, as Italian does', () => {
    expect(formatCount(7)).toBe('7');
    expect(formatCount(1234)).toBe('1234');
    expect(formatCount(12345)).toBe('12.345');
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(-12345)).toBe('-12.345');
  });
});

describe('itNumberFormat', () => {
  // The values a screen meets (counts, averages, distances) and the edges of rounding and grouping.
  const VALUES = [
    0, 0.04, 0.05, 0.25, 0.5, 1, 1.04, 1.05, 1.25, 1.35, 2.675, 3.04, 4.25, 4.96, 9.949, 9.95, 9.96, 9.999, 10, 10.5, 23.4,
    99.95, 999.5, 1000, 1234.5, 9999, 9999.5, 10000, 12345.5, 99999.95, 123456.789, 1000000, 2 ** 31, 987654321.123, 1e14 + 0.5,
    -1, -9999, -10000, -1.25, -0.04, 1e15, 1e21, 1.5e-7, 0.000001, 0.0005, 0.00049, 123456789012345680000,
  ];

  it.each([
    { maximumFractionDigits: 0 },
    { maximumFractionDigits: 1 },
    { minimumFractionDigits: 1, maximumFractionDigits: 1 },
    { maximumFractionDigits: 3 },
    { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  ])('writes every number as the it-IT Intl format does (%o)', (options) => {
    const intl = new Intl.NumberFormat('it-IT', options);
    const format = itNumberFormat(options);
    for (const value of VALUES) expect(format(value), String(value)).toBe(intl.format(value));
  });

  describe('without Intl', () => {
    const RealNumberFormat = Intl.NumberFormat;
    /** Counts the Intl number formats made, each still a real one (a plain function typed as the constructor it stands for). */
    const countIntlFormats = () =>
      vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        return new RealNumberFormat(...args);
      } as unknown as typeof Intl.NumberFormat);

    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('writes the numbers of the first screens without making an Intl format (its first one loads the locale data)', () => {
      const made = countIntlFormats();
      expect(itNumberFormat({ maximumFractionDigits: 3 })(0)).toBe('0');
      expect(itNumberFormat({ maximumFractionDigits: 0 })(12345)).toBe('12.345');
      expect(itNumberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 })(4.25)).toBe('4,3');
      expect(itNumberFormat({ maximumFractionDigits: 2 })(1234.567)).toBe('1234,57');
      expect(itNumberFormat({ maximumFractionDigits: 1 })(9.96)).toBe('10');
      expect(made).not.toHaveBeenCalled();
    });

    it('leaves negative numbers and numbers written with an exponent to Intl', () => {
      const made = countIntlFormats();
      expect(itNumberFormat({ maximumFractionDigits: 0 })(-12345)).toBe('-12.345');
      expect(made).toHaveBeenCalledTimes(1);
      expect(itNumberFormat({ maximumFractionDigits: 3 })(1e21)).toBe('1.000.000.000.000.000.000.000');
      expect(made).toHaveBeenCalledTimes(2);
    });
  });

  it('writes averages with one decimal and distances as the product shows them', () => {
    expect(itNumberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 })(4.5)).toBe('4,5');
    expect(itNumberFormat({ maximumFractionDigits: 1 })(1.2)).toBe('1,2');
    expect(itNumberFormat({ maximumFractionDigits: 1 })(2)).toBe('2');
  });
});

describe('plural', () => {
  it('uses the singular for exactly one only (zero is plural in Italian)', () => {
    expect(plural(1, 'recensione', 'recensioni')).toBe('recensione');
    expect(plural(0, 'recensione', 'recensioni')).toBe('recensioni');
    expect(plural(2, 'recensione', 'recensioni')).toBe('recensioni');
  });
});

describe('formatItalianDay', () => {
  it('writes the day, the month by name and the year, as the it-IT long date does', () => {
    expect(formatItalianDay(2026, 3, 3)).toBe('3 marzo 2026');
    expect(formatItalianDay(2025, 12, 31)).toBe('31 dicembre 2025');
    const itIT = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month++) {
      expect(formatItalianDay(2026, month, 9)).toBe(itIT.format(new Date(Date.UTC(2026, month - 1, 9, 12))));
    }
  });
});

describe('formatDayIn (#43)', () => {
  it("writes a day in each language's long format: '3 marzo 2026', '3 March 2026'", () => {
    expect(formatDayIn('it', 2026, 3, 3)).toBe('3 marzo 2026');
    expect(formatDayIn('en', 2026, 3, 3)).toBe('3 March 2026');
    expect(formatDayIn('it', 2025, 12, 31)).toBe('31 dicembre 2025');
    expect(formatDayIn('en', 2025, 12, 31)).toBe('31 December 2025');
    expect(formatDayIn('en', 2026, 1, 1)).toBe('1 January 2026');
  });

  it('writes English as the en-GB long date does, every month', () => {
    const enGB = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month++) {
      expect(formatDayIn('en', 2026, month, 9)).toBe(enGB.format(new Date(Date.UTC(2026, month - 1, 9, 12))));
    }
  });
});
