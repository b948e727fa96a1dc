import { localise } from '../active';
export const geolocationMessages = {
  notSupported: 'Geolocalizzazione non supportata dal browser',
  permissionDenied: 'Utente ha negato la richiesta di geolocalizzazione. Abilita i permessi di posizione.',
  positionUnavailable: 'Informazioni sulla posizione non disponibili. Verifica GPS e connessione.',
  timeout: 'La richiesta per la posizione è scaduta. Riprova.',
  unknown: 'Errore sconosciuto di geolocalizzazione.',
  consentDenied: "Accesso alla posizione negato dall'utente",
  locating: 'Rilevamento della posizione...',
  /** On the list and the map while the position is missing: asks again after 'Non ora' or a refusal. */
  useMyPosition: 'Usa la mia posizione',
  // Location-consent dialog on the restaurant list
  consentTitle: 'Vuoi usare la tua posizione?',
  consentText: (appName: string) =>
    `Con la tua posizione ${appName} ti mostra prima i locali più vicini. La usiamo solo per mostrarti i locali vicini e non la conserviamo.`,
  consentAllow: 'Consenti',
  consentDeny: 'Non ora',
  consentLaterHint: 'Puoi cambiare idea in qualsiasi momento con «Usa la mia posizione», sulla lista e sulla mappa.',
} as const;

localise(geolocationMessages, 'geolocationMessages');
