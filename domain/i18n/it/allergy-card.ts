export const allergyCardMessages = {
  title: 'La mia carta allergie',
  profileCardText:
    'Mostra al personale del ristorante i tuoi allergeni in italiano e in un’altra lingua. Una volta aperta, la carta funziona anche offline e si può stampare.',
  open: 'Apri la carta allergie',
  backToProfile: 'Torna al Profilo',
  languageLabel: 'Seconda lingua della carta',
  print: 'Stampa',
  loading: 'Caricamento della carta...',
  noAllergens: 'Non hai ancora salvato allergeni: aggiungili nel profilo per creare la carta.',
  goToProfile: 'Vai al Profilo',
  loadFailed: 'Impossibile caricare i tuoi allergeni. Collegati a internet e riprova.',
  savedCopy: (date: string) => `Copia salvata sul dispositivo il ${date}.`,
  cardLabel: 'Carta allergie da mostrare al personale',
} as const;
