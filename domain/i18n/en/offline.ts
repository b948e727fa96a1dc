import type { Catalogue } from '../catalogue';
export const offlineMessages = {
  offlineBanner: 'You are offline: you can see the pages and data already opened. Changes need a connection.',
  backOnline: 'Back online',
  updateAvailable: (appName: string) => `A new version of ${appName} is available.`,
  update: 'Update',
  updateLater: 'Later',
  offlineReady: 'The app is ready for offline use.',
} satisfies Catalogue['offline'];
