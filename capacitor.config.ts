// The native shells (Android, iOS) around the same web build. They load the app
// from local files, so the API is reached at VITE_API_URL (set at build time,
// see README "Native apps"), and the server allows these shells' origins.
import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'it.allerguida.app',
  appName: 'AllerGuida',
  webDir: 'dist/web',
  // Android serves the app from https://localhost (the default, written out
  // because the server's CORS list depends on it); iOS from capacitor://localhost.
  server: { androidScheme: 'https', iosScheme: 'capacitor' },
  android: { allowMixedContent: false },
  ios: { contentInset: 'never' },
};

export default config;
