import { withPreposition } from '../../product';
import { localise } from '../active';

export const homeMessages = {
  heroTitle: 'Dine with Confidence',
  heroSubtitle: (appName: string) =>
    `${appName} è la community che ti aiuta a scegliere dove mangiare fuori in sicurezza, grazie alle recensioni di chi convive con le tue stesse allergie e intolleranze.`,
  signInOrUp: 'Accedi / Registrati',
  exploreRestaurants: 'Esplora i Locali',
  howItWorksTitle: 'Come funziona',
  steps: {
    register: {
      title: '1. Registrati',
      text: 'Crea il tuo account gratuito, scegli un nickname e salva i tuoi allergeni e le tue intolleranze.',
    },
    find: {
      title: '2. Trova',
      text: 'Cerca i locali per allergia, città, nome o tipo di cucina e scopri quelli più sicuri vicino a te.',
    },
    share: {
      title: '3. Condividi',
      text: 'Racconta la tua esperienza con una recensione: aiuterai altre persone a mangiare fuori senza pensieri.',
    },
  },
  featuresTitle: 'Cosa puoi fare',
  features: {
    geolocation: {
      title: 'Geolocalizzazione',
      text: 'Trova i locali più vicini a te, in elenco e sulla mappa, con le indicazioni stradali a portata di tocco.',
    },
    profiles: {
      title: 'Profili personali',
      text: 'Salva i tuoi allergeni e le tue intolleranze: li ritroverai in cima alla lista quando scrivi una recensione.',
    },
    safetyRatings: {
      title: 'Valutazioni di sicurezza',
      text: 'Ogni locale ha un badge verde, giallo o arancione, calcolato dalla somma delle valutazioni delle recensioni.',
    },
    photoReviews: {
      title: 'Recensioni con foto',
      text: 'Aggiungi fino a 5 foto alle tue recensioni per mostrare piatti, menu e indicazioni sugli allergeni.',
    },
  },
  policiesTitle: 'Informative e condizioni',
  policiesIntro: (appName: string) =>
    `Trasparenza prima di tutto: ecco come funziona ${appName} e come trattiamo i tuoi dati.`,
  policies: {
    privacy: {
      title: 'Privacy Policy',
      text: 'Come raccogliamo, usiamo e proteggiamo i tuoi dati personali, compresi i tuoi allergeni.',
    },
    cookies: {
      title: 'Cookie Policy',
      text: 'Quali cookie usiamo e come puoi gestire le tue preferenze in ogni momento.',
    },
    terms: {
      title: 'Termini e Condizioni',
      text: 'Le regole per usare il servizio e partecipare alla community nel rispetto di tutti.',
    },
    intellectualProperty: {
      title: 'Proprietà Intellettuale',
      text: "Il marchio, l'idea e i contenuti originali del progetto.",
    },
  },
  readPolicy: 'Leggi',
  joinCta: (appName: string) => `Unisciti ${withPreposition('a', appName)}`,
} as const;

localise(homeMessages, 'homeMessages');
