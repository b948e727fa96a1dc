import { localise } from '../active';
export const consentMessages = {
  // Cookie banner (every screen until a cookie choice exists)
  bannerTitle: 'Cookie',
  bannerText: (appName: string) =>
    `Usiamo cookie essenziali per far funzionare ${appName} e, solo con il tuo consenso, cookie di analisi e di marketing per migliorare il servizio.`,
  acceptAll: 'Accetta tutti',
  rejectNonEssential: 'Rifiuta non essenziali',
  managePreferences: 'Gestisci preferenze',
  cookiePolicyLink: 'Cookie Policy',
  preferencesTitle: 'Preferenze cookie',
  /** The link at the bottom of every page that reopens the preferences. */
  preferencesLink: 'Preferenze cookie',
  preferencesIntro: 'Scegli quali cookie vuoi attivare. Puoi cambiare idea in qualsiasi momento.',
  categories: {
    essential: {
      title: 'Essenziali',
      text: "Necessari al funzionamento dell'app: mantengono l'accesso e ricordano le tue scelte.",
    },
    analytics: {
      title: 'Analisi',
      text: "Ci aiutano a capire, in forma aggregata, come viene usata l'app.",
    },
    marketing: {
      title: 'Marketing',
      text: 'Servono a misurare e personalizzare le comunicazioni promozionali.',
    },
  },
  alwaysOn: 'Sempre attivi',
  savePreferences: 'Salva preferenze',
  saveFailed: 'Non è stato possibile salvare la tua scelta. Riprova.',
  // Policy pages (/privacy-policy, /cookies-policy, /terms-and-conditions)
  accept: 'Accetta/Accept',
  refuse: 'Rifiuta/Refuse',
  saveAndContinue: 'Salva e Continua / Save and Continue',
  info: 'Info',
  chosen: 'Scelta selezionata',
  refuseDialogTitle: 'Conferma rifiuto',
  refuseDialogText: 'Se rifiuti non potrai continuare ad usufruire di questa community, sei sicuro?',
  refuseDialogNo: 'No',
  refuseDialogYes: 'Si',
  // Signed in with a refused policy: the community asks for it again
  refusedPromptTitle: 'Accetta per continuare',
  refusedTermsText: 'Hai rifiutato i Termini e Condizioni: per continuare ad usufruire di questa community devi accettarli.',
  refusedPrivacyText: "Hai rifiutato l'Informativa sulla Privacy: per continuare ad usufruire di questa community devi accettarla.",
  refusedPromptRead: 'Leggi e accetta',
  refusedPromptSignOut: 'Esci',
} as const;

localise(consentMessages, 'consentMessages');
