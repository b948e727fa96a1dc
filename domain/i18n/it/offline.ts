import { localise } from '../active';
export const offlineMessages = {
  offlineBanner: 'Sei offline: vedi le pagine e i dati già aperti. Le modifiche richiedono la connessione.',
  backOnline: 'Di nuovo online',
  updateAvailable: (appName: string) => `È disponibile una nuova versione di ${appName}.`,
  update: 'Aggiorna',
  updateLater: 'Più tardi',
  offlineReady: "L'app è pronta per l'uso offline.",
} as const;

localise(offlineMessages, 'offlineMessages');
