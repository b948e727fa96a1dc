import { lazy } from 'react';

// The dialog's code loads when a visitor first points at or opens 'Gestisci
// preferenze' or 'Preferenze cookie': most choose from the banner itself.
export const loadPreferencesDialog = () => import('./cookie-preferences-dialog');
export const LazyCookiePreferencesDialog = lazy(() =>
  loadPreferencesDialog().then((module) => ({ default: module.CookiePreferencesDialog })),
);
