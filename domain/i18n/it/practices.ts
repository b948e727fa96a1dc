import { formatCount, plural } from '../format';
import { localise } from '../active';

export const practicesMessages = {
  /** The fixed list of practices: label and one-line explanation (word for word, as docs/product.md lists them). */
  practices: {
    dedicated_gluten_free_fryer: {
      label: 'Friggitrice dedicata senza glutine',
      explanation: 'I fritti senza glutine si cuociono in una friggitrice e in un olio usati solo per loro.',
    },
    separate_preparation: {
      label: 'Preparazione separata per gli allergeni',
      explanation: 'I piatti per chi ha allergie si preparano a parte, con utensili e piani di lavoro puliti.',
    },
    trained_staff: {
      label: 'Personale formato sugli allergeni',
      explanation: 'Chi serve e chi cucina sa rispondere sugli allergeni dei piatti.',
    },
    written_allergen_info: {
      label: 'Informazioni scritte sugli allergeni disponibili',
      explanation: 'Menu o registro degli allergeni, come richiesto dalla legge.',
    },
    gluten_free_menu: {
      label: 'Menu senza glutine',
      explanation: 'Un menu, o una parte del menu, pensato senza glutine.',
    },
    fully_gluten_free: {
      label: 'Locale 100% senza glutine',
      explanation: 'In cucina non entra glutine: ogni piatto è senza glutine.',
    },
    aic_network: {
      label: 'Aderente al network AIC "Alimentazione Fuori Casa"',
      explanation: "Il locale fa parte del network dell'Associazione Italiana Celiachia.",
    },
  },
  sectionTitle: 'Cosa fa il locale',
  /** Under the folded section's title: '7 pratiche · 2 confermate'. */
  foldCount: (practices: number, confirmed: number) =>
    `${formatCount(practices)} ${plural(practices, 'pratica', 'pratiche')} · ${formatCount(confirmed)} ${plural(confirmed, 'confermata', 'confermate')}`,
  /** The rule of 'confermata', in one line under the title (docs/product.md#practices). */
  sectionHint:
    'Conferma o contesta ciò che hai visto tu. Una pratica è «confermata» quando la confermano almeno 2 persone diverse e le conferme superano le contestazioni: ogni persona conta una volta.',
  confirmed: 'confermata',
  /** AIC membership and '100% senza glutine' before a moderator's verification: the chip, and the rule in one line. */
  declaredByUsers: 'dichiarato dagli utenti',
  declaredByUsersRule:
    "Dichiarato dagli utenti: nessun moderatore l'ha ancora verificato su una fonte, come l'elenco pubblico AIC o il certificato.",
  /** 'Verificato il 3 novembre 2026' (the chip), and the line with its source. */
  verifiedOn: (day: string) => `Verificato il ${day}`,
  verifiedLine: (day: string, source: string) => `Verificato il ${day} da un moderatore. Fonte: ${source}`,
  // A moderator's verification (shown to moderators and admins only)
  verifyTitle: 'Verifica del moderatore',
  verifyLegend: (label: string) => `Verifica del moderatore: ${label}`,
  verifySourceLabel: 'Fonte della verifica',
  verifySourceHint: "Cosa hai controllato: l'elenco pubblico AIC, la foto del certificato… (da 10 a 500 caratteri).",
  verifyDateLabel: 'Data della verifica',
  verifySubmit: 'Segna come verificato',
  verifySubmitting: 'Salvataggio…',
  verifyWithdraw: 'Ritira la verifica',
  verifySaved: 'Verifica salvata',
  verifyWithdrawn: 'Verifica ritirata',
  verifyFailed: 'Non è stato possibile salvare la verifica.',
  /** 'N conferme · M contestazioni · ultima conferma {relativa}'. */
  counts: (confirmations: number, disputes: number, lastConfirmed: string | null) =>
    [
      `${formatCount(confirmations)} ${plural(confirmations, 'conferma', 'conferme')}`,
      `${formatCount(disputes)} ${plural(disputes, 'contestazione', 'contestazioni')}`,
      ...(lastConfirmed === null ? [] : [`ultima conferma ${lastConfirmed}`]),
    ].join(' · '),
  stale: 'da verificare',
  /** A line of 'Chi l'ha detto': the practice and the stance. */
  stanceLine: (practice: string, stance: 'confirm' | 'dispute') => `${stance === 'confirm' ? 'conferma' : 'contesta'}: ${practice}`,
  confirm: 'Confermo',
  dispute: 'Contesto',
  withdraw: 'Ritira',
  confirmLabel: (label: string) => `Confermo: ${label}`,
  disputeLabel: (label: string) => `Contesto: ${label}`,
  withdrawLabel: (label: string) => `Ritira la tua posizione su: ${label}`,
  youConfirmed: 'Hai confermato',
  youDisputed: 'Hai contestato',
  loadFailed: 'Non è stato possibile caricare le pratiche del locale.',
  saveFailed: 'Non è stato possibile salvare la tua posizione.',
  // Review form
  reviewFieldset: 'Cosa hai visto in questa visita (facoltativo)',
  reviewHint: 'Ogni pratica spuntata conta come una tua conferma, con la data della recensione.',
  // List
  filterChip: 'Pratica',
  filterTitle: 'Filtra per pratica',
  filterRule:
    'Il filtro usa solo pratiche confermate da almeno 2 persone; «Locale 100% senza glutine» e «Aderente al network AIC» solo se anche verificate da un moderatore.',
  listMarksLabel: 'Pratiche confermate',
  emptyForPractices: 'Nessun locale trovato con queste pratiche confermate.',
} as const;

localise(practicesMessages, 'practicesMessages');
