import { DEFAULT_APP_NAME } from '@domain/product';

// The product name is configurable at build time (VITE_APP_NAME); an unset or
// blank value falls back to the default.
export const APP_NAME: string = import.meta.env.VITE_APP_NAME?.trim() || DEFAULT_APP_NAME;
