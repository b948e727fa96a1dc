import { withPreposition } from '../../product';
import { localise } from '../active';

export const commonMessages = {
  tagline: 'Scopri ristoranti sicuri per le tue allergie alimentari',
  logoAlt: (appName: string) => `Logo ${withPreposition('di', appName)}`,
  error: 'Errore',
  unexpectedError: 'Si è verificato un errore imprevisto.',
  success: 'Successo',
  accessRequired: 'Accesso richiesto',
  signIn: 'Accedi',
  info: 'Info',
  edit: 'Modifica',
  save: 'Salva',
  cancel: 'Annulla',
  delete: 'Elimina',
  remove: 'Rimuovi',
  confirm: 'Conferma',
  close: 'Chiudi',
  back: 'Indietro',
  yes: 'Si',
  no: 'No',
  discover: 'Scopri',
  call: 'Chiama',
  loading: 'Caricamento...',
  /** The people behind a practice's counts or a status (web/components/who-said-it.tsx). */
  whoSaidIt: {
    title: "Chi l'ha detto",
    empty: 'Nessuno, finora.',
    you: 'Tu',
    anonymous: 'Utente anonimo',
    loadError: "Non è stato possibile caricare chi l'ha detto.",
  },
  retry: 'Riprova',
  requiredFieldsNote: 'I campi contrassegnati con * sono obbligatori.',
  requiredMark: '*',
  selected: 'Selezionato',
  directions: {
    google: 'Google Maps',
    apple: 'Apple Maps',
    waze: 'Waze',
    with: (provider: string) => `Indicazioni stradali con ${provider}`,
  },
  phoneCall: (phone: string) => `Chiama ${phone}`,
  opensInNewTab: '(si apre in una nuova scheda)',
  /** Accessible name of the toast region. */
  toastRegion: 'Avvisi',
  /** Error boundary page shown when a screen fails to load or render. */
  routeError: {
    title: 'Qualcosa è andato storto',
    text: 'Non è stato possibile mostrare questa pagina. Riprova: se il problema continua, torna più tardi.',
    retry: 'Riprova',
    backToInfo: 'Vai alla pagina Info',
  },
} as const;

localise(commonMessages, 'commonMessages');
