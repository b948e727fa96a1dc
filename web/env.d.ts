/// <reference types="vite-plugin-pwa/client" />
// Build-time settings read by the web app. All optional: unset values fall back
// to defaults or hide what depends on them.
interface ImportMetaEnv {
  /** Product name shown in the UI; default 'AllerGuida'. */
  readonly VITE_APP_NAME?: string;
  /** Social links on the about page; a link is hidden when its URL is unset. */
  readonly VITE_SOCIAL_INSTAGRAM_URL?: string;
  readonly VITE_SOCIAL_FACEBOOK_URL?: string;
  readonly VITE_ANDROID_APP_URL?: string;
  /** Google Analytics measurement id; unset means no analytics script is ever loaded. */
  readonly VITE_ANALYTICS_ID?: string;
  /** The API's origin for the native shells (no same-origin server there); unset in the browser build. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module 'virtual:tailwind-class-groups' {
  /** The tailwind-merge class groups the app's sources use; null in development and tests (every group). */
  export const TAILWIND_CLASS_GROUPS: readonly string[] | null;
}
