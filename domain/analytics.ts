// Google Analytics (gtag.js), loaded by the web app only when it was built with
// VITE_ANALYTICS_ID and the visitor accepted analytics cookies. The server's
// Content-Security-Policy allows this origin only in that build.
export const GTAG_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

export const gtagScriptUrl = (analyticsId: string): string => `${GTAG_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(analyticsId)}`;
