import { describe, it as test, expect } from 'vitest';
import { withPreposition } from '../../product';
import { apiErrorMessage, authErrorMessage, it } from './index';
import { cookiesPolicyDocument } from './legal-cookies-policy';
import { intellectualPropertyDocument } from './legal-intellectual-property';
import { privacyPolicyDocument } from './legal-privacy-policy';
import { termsDocument } from './legal-terms';

const APP = 'AllerGuida';

/** Every string in the catalogue, with functions called on placeholder arguments. */
function collectStrings(value: unknown, path: string, out: Array<[string, string]>): void {
  if (typeof value === 'string') {
    out.push([path, value]);
  } else if (typeof value === 'function') {
    // One placeholder serves every parameter: a string ('3') that also carries
    // the fields of the option objects some texts take.
    const args = Array.from({ length: value.length }, () =>
      Object.assign(new String('3'), { appName: APP, contactEmail: 'legal@example.it' }),
    );
    const text = (value as (...a: unknown[]) => unknown)(...args);
    // Some texts are absent for some arguments (untilText of a suspension with no end date): null.
    if (text !== null) collectStrings(text, `${path}()`, out);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => collectStrings(item, `${path}[${index}]`, out));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) collectStrings(item, `${path}.${key}`, out);
  } else {
    throw new Error(`${path} is not a string, a function or an object`);
  }
}

describe('withPreposition', () => {
  test('uses the euphonic "ad" before a name starting with a/A', () => {
    expect(withPreposition('a', 'AllerGuida')).toBe('ad AllerGuida');
    expect(withPreposition('a', 'allerguida')).toBe('ad allerguida');
  });

  test('keeps "a" before other names and leaves the other prepositions unchanged', () => {
    expect(withPreposition('a', 'SafeEat')).toBe('a SafeEat');
    expect(withPreposition('su', 'AllerGuida')).toBe('su AllerGuida');
    expect(withPreposition('in', 'AllerGuida')).toBe('in AllerGuida');
    expect(withPreposition('di', 'AllerGuida')).toBe('di AllerGuida');
    expect(withPreposition('da', 'AllerGuida')).toBe('da AllerGuida');
  });
});

describe('Italian catalogue: spec strings, word for word', () => {
  test('shell, landing, info and about', () => {
    expect(it.common.tagline).toBe('Scopri ristoranti sicuri per le tue allergie alimentari');
    expect([it.nav.restaurants, it.nav.profile, it.nav.info, it.nav.about]).toEqual([
      'Locali',
      'Profilo',
      'Info',
      'Chi Siamo',
    ]);
    expect(it.nav.notifications).toBe('Notifiche');
    expect(it.nav.userMenu).toBe('Menu utente');
    expect(it.landing.welcome('giulia')).toBe('Benvenuto, giulia!');
    expect(it.landing.signInOrUp).toBe('Accedi / Registrati');
    expect(it.home.heroTitle).toBe('Dine with Confidence');
    expect(it.notFound.message).toBe('Oops! Page not found');
    expect(it.about.title).toBe('Chi Siamo');
    expect(it.about.memberCount(128)).toBe('Siamo in 128');
    expect(it.about.memberCount(12345)).toBe('Siamo in 12.345');
  });

  test('auth and reset password', () => {
    expect(it.auth.signInTitle(APP)).toBe('Accedi ad AllerGuida');
    expect(it.auth.signUpTitle(APP)).toBe('Registrati su AllerGuida');
    expect(it.auth.signInTitle('SafeEat')).toBe('Accedi a SafeEat');
    expect(it.auth.signInSuccess(APP)).toBe('Benvenuto in AllerGuida');
    expect(it.auth.switchToSignUp).toBe('Non hai un account? Registrati');
    expect(it.auth.switchToSignIn).toBe('Hai già un account? Accedi');
    expect(it.auth.signUpSuccess).toBe("Controlla la tua email per confermare l'account.");
    expect(it.auth.passwordTooShort).toBe('La password deve avere almeno 6 caratteri.');
    expect(it.auth.noRecoverySession).toBe(
      'Apri il link di reset ricevuto via email per impostare una nuova password.',
    );
    expect(it.resetPassword.emailSentNotice).toBe(
      "Ti abbiamo inviato un'email con il link per reimpostare la password.",
    );
    expect(it.resetPassword.sendError).toBe("Si è verificato un errore durante l'invio dell'email.");
    expect(it.resetPassword.passwordUpdated).toBe(
      'La tua password è stata modificata con successo. Accedi nuovamente.',
    );
  });

  test('GoTrue error codes map to Italian', () => {
    expect(authErrorMessage('invalid_credentials')).toBe('Email o password non corretti.');
    expect(authErrorMessage('over_email_send_rate_limit')).toBe('Troppi tentativi: riprova tra qualche minuto.');
    expect(authErrorMessage('same_password')).toBe('La nuova password deve essere diversa da quella attuale.');
    expect(authErrorMessage('no_such_code')).toBe('Si è verificato un errore imprevisto.');
    // The secure password change: the profile asks for the emailed code.
    expect(authErrorMessage('reauthentication_needed')).toBe('Per cambiare la password serve il codice che ti inviamo via email.');
    expect(authErrorMessage('reauthentication_not_valid')).toBe(
      "Il codice non è corretto o è scaduto: controlla l'ultima email o chiedine uno nuovo.",
    );
    expect(authErrorMessage(undefined)).toBe('Si è verificato un errore imprevisto.');
  });

  test('profile, allergens and notifications', () => {
    expect(it.profile.nicknameWarning).toBe('Imposta un nickname per proteggere la tua privacy nelle recensioni');
    expect(it.profile.reviewedCount(1)).toBe('Hai recensito 1 locale');
    expect(it.profile.reviewedCount(4)).toBe('Hai recensito 4 locali');
    expect(it.profile.passwordTooShort).toBe('La password deve essere di almeno 6 caratteri.');
    expect([it.profile.reauthTitle, it.profile.reauthCodeLabel, it.profile.reauthConfirm, it.profile.reauthResend]).toEqual([
      'Conferma che sei tu',
      'Codice ricevuto via email',
      'Cambia password',
      'Invia un nuovo codice',
    ]);
    expect(it.profile.reauthSent).toBe(
      "Hai effettuato l'accesso da tempo: per sicurezza ti abbiamo inviato via email un codice a 6 cifre. Inseriscilo per cambiare la password.",
    );
    expect([it.profile.reauthResentTitle, it.profile.reauthResent]).toEqual([
      'Codice inviato',
      'Ti abbiamo inviato un nuovo codice: usa quello più recente.',
    ]);
    expect(it.allergens.savedCount(1)).toBe('Hai 1 allergene salvato');
    expect(it.allergens.savedCount(3)).toBe('Hai 3 allergeni salvati');
    expect(it.allergens.noneSelected).toBe('Nessun allergene selezionato. Clicca su "Modifica" per aggiungerne.');
    expect(it.allergens.confirmChanges(2, 1)).toBe(
      'ATTENZIONE: Stai modificando i tuoi allergeni.\n\nAGGIUNGI 2 allergeni\n\nRIMUOVI 1 allergene\n\n' +
        'Questo influenzerà la tua sicurezza alimentare. Sei sicuro di voler procedere?',
    );
    expect(it.allergens.names['Tree nuts']).toBe('Frutta a Guscio');
    expect(it.allergens.integrityWarningTitle).toBe('⚠️ ATTENZIONE: Modifiche rilevate');
    expect(it.notifications.markAllRead).toBe('Segna tutte lette');
    expect(it.notifications.daysAgo(3)).toBe('3 giorni fa');
  });

  test('consent and legal', () => {
    expect(it.consent.accept).toBe('Accetta/Accept');
    expect(it.consent.refuse).toBe('Rifiuta/Refuse');
    expect(it.consent.saveAndContinue).toBe('Salva e Continua / Save and Continue');
    expect(`${it.consent.refuseDialogTitle}: ${it.consent.refuseDialogText}`).toBe(
      'Conferma rifiuto: Se rifiuti non potrai continuare ad usufruire di questa community, sei sicuro?',
    );
    expect(it.consent.acceptAll).toBe('Accetta tutti');
    expect(it.consent.rejectNonEssential).toBe('Rifiuta non essenziali');
    const sections = privacyPolicyDocument.italian({ appName: APP, contactEmail: 'legal@example.it' });
    expect(sections.some((s) => s.paragraphs.some((p) => p.includes('legal@example.it')))).toBe(true);
  });

  test('restaurants list, form and detail', () => {
    expect(it.restaurants.header(42)).toBe('Cerca tra i 42 locali recensiti');
    expect(it.restaurants.searchPlaceholder).toBe('Per Allergie, Città, Nome, Cucina');
    expect(it.restaurants.listTitle(APP)).toBe('Locali su AllerGuida');
    expect(it.restaurants.shownOfTotal(20, 57)).toBe('20 di 57');
    expect(it.restaurants.emptyForAllergen('Glutine')).toBe(
      'Nessun locale trovato con recensioni per l\'allergene "Glutine".',
    );
    expect(it.restaurants.addAsNew('Da Gino')).toBe('Aggiungi "Da Gino" come nuovo locale');
    expect(it.restaurants.deleteDialogText('Da Gino')).toBe(
      'Sei sicuro di voler eliminare "Da Gino"? Questa azione non può essere annullata.',
    );
    expect(it.restaurants.deleteFailed('permesso negato')).toBe(
      'Non è stato possibile eliminare il locale: permesso negato',
    );
    expect(it.restaurantForm.duplicateTitle(APP)).toBe('Locale già presente in AllerGuida');
    expect(it.restaurantForm.duplicate('Da Gino')).toBe('Da Gino è già nella lista.');
    expect(it.restaurantForm.requiredMissing).toBe('Per favore compila tutti i campi obbligatori.');
    expect(it.restaurantForm.fields.cuisineType).toBe('Tipo di cucina');
    expect(it.restaurantDetail.noReviews).toBe('Nessuna recensione ancora.');
    expect(it.restaurantDetail.directionsTitle).toBe('Come arrivare');
  });

  test('reviews, photos, votes and my restaurants', () => {
    expect(it.reviews.ratingLabels).toEqual({
      excellent: 'Eccellente',
      good: 'Buono',
      average: 'Nella media',
      poor: 'Scarso',
    });
    expect(it.reviews.allergenIndicationLabels.on_request).toBe('A richiesta');
    expect(it.reviews.fields.allergens).toBe('Allergeni riscontrati');
    expect(it.reviews.yourReview).toBe('La tua recensione:');
    expect(it.reviews.updateError).toBe("Si è verificato un errore nell'aggiornamento della recensione.");
    expect(it.photos.notAnImage('menu.pdf')).toBe("menu.pdf non è un'immagine valida");
    expect(it.photos.tooLarge('piatto.jpg', '12.4MB')).toBe(
      'piatto.jpg deve essere inferiore a 10MB (attuale: 12.4MB)',
    );
    expect(it.votes.notAllowed).toBe('Non puoi votare le tue stesse recensioni.');
    expect(it.votes.accessRequired).toBe('Devi essere autenticato per votare le recensioni.');
    expect(it.myRestaurants.loadMore).toBe('Mostra altri locali');
  });

  test('map, places and geolocation', () => {
    expect(it.map.count(7)).toBe('7 locali');
    expect(it.map.filterOn(3)).toBe('Mostrando solo i tuoi 3 locali recensiti.');
    expect(it.map.filterOff(12)).toBe('Mostrando tutti i 12 locali recensiti.');
    expect(it.map.newRestaurant('Da Gino')).toBe('Da Gino è ora disponibile nella mappa.');
    expect(it.map.reviews(4)).toBe('Recensioni 4');
    expect(it.map.offlinePrefix + it.map.geolocationUnavailable).toBe(
      'Offline - Geolocalizzazione non disponibile. Centrato su Milano.',
    );
    expect(it.map.offlineMode).toBe('Modalità offline - La posizione potrebbe non essere accurata');
    expect(it.places.searchPlaceholder).toBe('Cerca locali su Google Places...');
    expect(it.places.positionError('timeout')).toBe('⚠️ Impossibile rilevare la posizione: timeout');
    expect(it.places.noResults('sushi')).toBe('Nessun locale trovato per "sushi".');
    expect(it.places.addTo(APP)).toBe('Aggiungi ad AllerGuida');
    expect(it.places.added('Da Gino')).toBe('Da Gino è stato aggiunto alla tua lista.');
    expect(it.geolocation.permissionDenied).toBe(
      'Utente ha negato la richiesta di geolocalizzazione. Abilita i permessi di posizione.',
    );
    expect(it.geolocation.consentDenied).toBe("Accesso alla posizione negato dall'utente");
  });

  test('API errors map to Italian', () => {
    expect(it.errors.bad_json).toBe('Il corpo della richiesta non è un JSON valido.');
    expect(it.errors.unauthorized).toBe("Devi effettuare l'accesso.");
    expect(it.errors.not_deleted).toBe('Il locale non è stato eliminato. Verifica i permessi.');
    expect(apiErrorMessage('rate_limited')).toBe('Troppe richieste: riprova tra poco.');
    expect(apiErrorMessage('no_such_code')).toBe('Si è verificato un errore imprevisto.');
  });
});

describe('Italian catalogue: shape', () => {
  const strings: Array<[string, string]> = [];
  collectStrings(it, 'it', strings);
  // The legal documents, outside the catalogue object so only their pages load them.
  collectStrings(
    { privacyPolicyDocument, cookiesPolicyDocument, termsDocument, intellectualPropertyDocument },
    'legal',
    strings,
  );

  test('holds a few hundred strings', () => {
    expect(strings.length).toBeGreaterThan(300);
  });

  test('has no empty string and no leaked placeholder', () => {
    const bad = strings.filter(([, value]) => value.trim() === '' || /undefined|\[object /.test(value));
    expect(bad).toEqual([]);
  });
});
