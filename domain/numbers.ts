// Number.isFinite as a type guard. It is false for anything but a number, so
// a typeof check beside it would decide nothing.
export const isFiniteNumber = (value: unknown): value is number => Number.isFinite(value);
