import { localise } from '../active';
export const menuNumbersMessages = {
  title: 'Leggi i numeri del menu',
  intro:
    'Molti menu italiani segnano accanto a ogni piatto i numeri da 1 a 14 degli allergeni dell’Allegato II del Reg. UE 1169/2011. Scrivi i numeri del piatto o toccali nella legenda.',
  inputLabel: 'Numeri accanto al piatto',
  inputHint: 'Per esempio 1, 3, 7 oppure 1-3-7',
  clear: 'Cancella',
  legendTitle: 'Legenda dei numeri',
  legendHint: 'Tocca un numero per aggiungerlo o toglierlo.',
  standsFor: 'Questi numeri indicano:',
  invalid: (values: string) => `Non sono numeri di allergeni: ${values}. I numeri vanno da 1 a 14.`,
  ownTitle: 'Attenzione: contiene tuoi allergeni',
  ownList: (names: string) => `Tra i tuoi allergeni: ${names}.`,
  noneTitle: 'Nessuno di questi numeri è tra i tuoi allergeni',
  incompleteReminder:
    'Il menu può essere incompleto o non aggiornato, e non parla di tracce: chiedi sempre conferma al personale prima di ordinare.',
  signInForVerdict: 'Accedi per vedere quali di questi sono tra i tuoi allergeni.',
  signIn: 'Accedi',
  noOwnAllergens: 'Non hai ancora salvato i tuoi allergeni nel profilo: aggiungili per sapere quali numeri ti riguardano.',
  openCard: 'Apri la carta allergie',
  /** The legend: each Annex II group by its number, in the Annex's own words (domain/annex-ii.ts). */
  legend: {
    1: 'Cereali contenenti glutine',
    2: 'Crostacei',
    3: 'Uova',
    4: 'Pesce',
    5: 'Arachidi',
    6: 'Soia',
    7: 'Latte (incluso lattosio)',
    8: 'Frutta a guscio',
    9: 'Sedano',
    10: 'Senape',
    11: 'Semi di sesamo',
    12: 'Anidride solforosa e solfiti',
    13: 'Lupini',
    14: 'Molluschi',
  },
} as const;

localise(menuNumbersMessages, 'menuNumbersMessages');
