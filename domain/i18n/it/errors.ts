import { localise } from '../active';
/**
 * Italian messages of the API errors, keyed by the stable machine `code` of
 * `AppError`. The server's error handler answers `{ code, message }` with these.
 */
export const errorMessages = {
  // Generic
  bad_request: 'Richiesta non valida.',
  not_found: 'Risorsa non trovata.',
  method_not_allowed: 'Operazione non consentita su questa risorsa.',
  bad_json: 'Il corpo della richiesta non è un JSON valido.',
  payload_too_large: 'La richiesta è troppo grande.',
  unsupported_media_type: 'Formato della richiesta non supportato.',
  validation_failed: 'Dati non validi.',
  unauthorized: "Devi effettuare l'accesso.",
  insufficient_aal: 'Inserisci il codice della verifica in due passaggi per continuare.',
  forbidden: 'Non hai i permessi per questa operazione.',
  id_conflict: 'Questo identificativo appartiene già a un altro contenuto: ricarica la pagina e riprova.',
  conflict: 'I dati sono stati modificati nel frattempo: ricarica e riprova.',
  rate_limited: 'Troppe richieste: riprova tra poco.',
  internal_error: 'Si è verificato un errore imprevisto.',
  service_unavailable: 'Servizio momentaneamente non disponibile: riprova tra poco.',
  database_unavailable: 'Il database non risponde in questo momento: riprova tra poco.',
  upstream_unavailable: 'Il servizio esterno non risponde: riprova tra poco.',
  storage_unavailable: 'Le foto non sono al momento disponibili: riprova tra poco.',
  network_error: 'Connessione assente: controlla la rete e riprova.',
  invalid_response: 'Il server ha inviato una risposta non valida.',
  // Profiles, allergens, consent, notifications
  profile_not_found: 'Profilo non trovato.',
  nickname_taken: 'Questo nickname è già in uso: scegline un altro.',
  allergen_not_found: 'Allergene non trovato.',
  unknown_allergen: 'Uno o più allergeni non esistono.',
  duplicate_allergen: 'Lo stesso allergene compare più volte.',
  invalid_nickname: 'Nickname non valido.',
  account_deletion_not_confirmed: "Scrivi ELIMINA per confermare l'eliminazione dell'account.",
  invalid_consent_type: 'Tipo di consenso non valido.',
  invalid_policy_version: 'La versione della policy non è quella in vigore: ricarica la pagina e riprova.',
  notification_not_found: 'Notifica non trovata.',
  push_device_not_found: 'Dispositivo non trovato.',
  push_endpoint_not_allowed: 'Questo browser usa un servizio di notifiche che non conosciamo: le notifiche non sono disponibili qui.',
  push_device_limit: 'Hai raggiunto il numero massimo di dispositivi: rimuovine uno per aggiungere questo.',
  // Reaction reports, saved venues, venue status
  incident_not_found: 'Segnalazione non trovata.',
  incident_not_owned: 'Puoi modificare o ritirare solo le tue segnalazioni.',
  incident_close_reason_invalid: 'Scrivi il motivo della chiusura (da 10 a 1000 caratteri).',
  incident_already_closed: 'Questa segnalazione è già chiusa.',
  incident_already_reported:
    'Hai già segnalato una reazione in questo locale oggi: puoi modificare la tua segnalazione.',
  invalid_meal_date: 'Inserisci la data del pasto.',
  meal_date_in_future: 'La data del pasto non può essere nel futuro.',
  meal_date_too_old: 'La data del pasto può essere al massimo di un anno fa.',
  // Practices: a moderator's verification (docs/product.md#practices)
  practice_not_verifiable: 'Solo «Locale 100% senza glutine» e «Aderente al network AIC» si verificano su una fonte.',
  practice_verification_source_invalid: 'Indica la fonte della verifica (da 10 a 500 caratteri).',
  practice_verification_date_invalid: 'Indica la data della verifica: non nel futuro e al massimo di 12 mesi fa.',
  saved_limit_reached: 'Hai raggiunto il numero massimo di locali salvati: rimuovine qualcuno per salvarne altri.',
  // Restaurants
  restaurant_not_found: 'Ristorante non trovato.',
  change_date_required: 'Indica la data del cambio di gestione.',
  invalid_change_date: 'Inserisci una data valida.',
  change_date_in_future: 'La data del cambio di gestione non può essere nel futuro.',
  change_date_too_old: 'La data del cambio di gestione può essere al massimo di 5 anni fa.',
  change_date_unexpected: 'Solo la nuova gestione ha una data.',
  duplicate_restaurant: 'Il locale è già nella lista.',
  duplicate_restaurant_hidden: 'Il locale è già presente, ma è nascosto dalla moderazione e non si può inserire di nuovo.',
  not_deleted: 'Il locale non è stato eliminato. Verifica i permessi.',
  // Reviews and votes
  review_not_found: 'Recensione non trovata.',
  review_not_owned: 'Recensione non trovata o non autorizzato.',
  cannot_vote_own_review: 'Non puoi votare le tue stesse recensioni.',
  // Photos and storage
  too_many_photos: 'Puoi caricare al massimo 5 foto per recensione.',
  not_an_image: "Il file non è un'immagine valida.",
  file_too_large: 'Il file è troppo grande.',
  object_exists: 'Esiste già un file con questo nome.',
  object_not_found: 'File non trovato.',
  invalid_photo: 'Una o più foto non risultano caricate: riprova ad aggiungerle.',
  // Places and geocoding
  place_not_found: 'Impossibile ottenere i dettagli del locale.',
  places_unavailable: 'La ricerca dei locali non è al momento disponibile.',
  geocoding_failed: 'Impossibile trovare le coordinate per questo indirizzo.',
} as const;

/** Italian message for an API error code; unknown codes get the generic one. */
export function apiErrorMessage(code: string | null | undefined): string {
  const messages: Readonly<Record<string, string | undefined>> = errorMessages;
  return (code ? messages[code] : undefined) ?? errorMessages.internal_error;
}

localise(errorMessages, 'errorMessages');
