// Number.isFinite and Number.isInteger as type guards. Each is false for
// anything but a number, so a typeof check beside it would decide nothing.
export const isFiniteNumber = (value: unknown): value is number => Number.isFinite(value);

export const isInteger = (value: unknown): value is number => Number.isInteger(value);
