import { localise } from '../active';
export const allergyCardMessages = {
  title: 'La mia carta allergie',
  profileCardText:
    'Mostra al personale del ristorante i tuoi allergeni in italiano e in un’altra lingua, con il tuo livello di sensibilità, i numeri dei menu e dove possono nascondersi. Una volta aperta, la carta funziona anche offline e si può stampare o condividere come immagine.',
  open: 'Apri la carta allergie',
  backToProfile: 'Torna al Profilo',
  languageLabel: 'Seconda lingua della carta',
  genderLabel: 'Genere delle frasi',
  /** The choice of gender: neutral by default; the others change the heading where the language needs it. */
  genders: {
    neutral: 'Neutro (Non posso mangiare:)',
    feminine: 'Femminile (Sono allergica o intollerante a:)',
    masculine: 'Maschile (Sono allergico o intollerante a:)',
  },
  print: 'Stampa',
  share: 'Condividi come immagine',
  sharing: 'Preparazione dell’immagine...',
  shareFailed: 'Non è stato possibile creare l’immagine della carta.',
  imageFileName: 'carta-allergie.png',
  menuNumbers: 'Leggi i numeri del menu',
  loading: 'Caricamento della carta...',
  noAllergens: 'Non hai ancora salvato allergeni: aggiungili nel profilo per creare la carta.',
  goToProfile: 'Vai al Profilo',
  loadFailed: 'Impossibile caricare i tuoi allergeni. Collegati a internet e riprova.',
  savedCopy: (date: string) => `Copia salvata sul dispositivo il ${date}.`,
  cardLabel: 'Carta allergie da mostrare al personale',
  annexNumberLabel: (number: string) => `Allergene numero ${number} del Reg. UE 1169/2011`,
} as const;

localise(allergyCardMessages, 'allergyCardMessages');
