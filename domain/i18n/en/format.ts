import { formatCountIn } from '../format';

/** A count as English writes it (en-GB: 12,345), whatever the interface's language: these texts are English. */
export const formatCount = (count: number): string => formatCountIn('en', count);
