// Moderation (docs/product.md#moderation): reports ("Segnala"), the moderators'
// page, statements of reasons, appeals and a restaurant's edit history.
import type { ActionTarget, BurstKind, ContributionKind, ModerationActionKind, ModerationRule, ReportReason, SuspensionPeriod } from '../../moderation';
import { localise } from '../active';

const targetNames: Record<ActionTarget, string> = {
  review: 'la tua recensione',
  photo: 'una tua foto',
  restaurant: 'un locale che hai aggiunto',
  profile: 'il tuo nickname',
  incident: 'una tua segnalazione di reazione',
  practice_stance: 'una tua conferma o contestazione di una pratica',
  status_claim: 'una tua segnalazione di chiusura o nuova gestione',
  user: 'il tuo account',
};

/** After 'su', with the article joined to it as Italian writes it ('sulla tua recensione', 'sul tuo account'). */
const targetNamesAfterSu: Record<ActionTarget, string> = {
  review: 'sulla tua recensione',
  photo: 'su una tua foto',
  restaurant: 'su un locale che hai aggiunto',
  profile: 'sul tuo nickname',
  incident: 'su una tua segnalazione di reazione',
  practice_stance: 'su una tua conferma o contestazione di una pratica',
  status_claim: 'su una tua segnalazione di chiusura o nuova gestione',
  user: 'sul tuo account',
};

/** Review and photo are feminine: what was done to them agrees ('Recensione: nascosta'). */
const isFeminine = (target: ActionTarget) =>
  target === 'review' || target === 'photo' || target === 'incident' || target === 'practice_stance' || target === 'status_claim';

const targetLabels: Record<ActionTarget, string> = {
  review: 'Recensione',
  photo: 'Foto',
  restaurant: 'Locale',
  profile: 'Nickname',
  incident: 'Segnalazione di reazione',
  practice_stance: 'Pratica confermata o contestata',
  status_claim: 'Segnalazione di chiusura o nuova gestione',
  user: 'Account',
};

/** What was done, said of a masculine subject ('il contenuto', a locale, an account). */
const actionDone: Record<ModerationActionKind, string> = {
  dismiss: 'archiviata senza provvedimenti',
  hide: 'nascosto',
  restore: 'ripristinato',
  revert: 'riportato a una versione precedente',
  lock: 'bloccato contro le modifiche',
  unlock: 'sbloccato',
  suspend: 'sospeso',
  unsuspend: 'riattivato',
  set_aside: 'messo da parte: i suoi contributi non contano più',
  reinstate: 'ripristinato con i suoi contributi',
};

/** The same, said of a feminine one (a review, a photo); a dismissal is said of the report, always feminine. */
const actionDoneFeminine: Record<ModerationActionKind, string> = {
  dismiss: 'archiviata senza provvedimenti',
  hide: 'nascosta',
  restore: 'ripristinata',
  revert: 'riportata a una versione precedente',
  lock: 'bloccata contro le modifiche',
  unlock: 'sbloccata',
  suspend: 'sospesa',
  unsuspend: 'riattivata',
  set_aside: 'messa da parte',
  reinstate: 'ripristinata',
};

const doneTo = (target: ActionTarget, action: ModerationActionKind) => of(isFeminine(target) ? actionDoneFeminine : actionDone, action);

/** A known key's text; an unknown one (an older client's) as it is. */
const of = <K extends string>(map: Record<K, string>, key: K): string => map[key] ?? key;

export const moderationMessages = {
  // CLI
  roleUsage: 'Uso: npm run user -- role <email> moderator|admin|user',
  roleSet: (email: string, role: string) => (role === 'user' ? `Ruolo rimosso: ${email}` : `Ruolo ${role} assegnato: ${email}`),
  roleUnchanged: (email: string, role: string) => (role === 'user' ? `Nessun ruolo da rimuovere: ${email}` : `Ruolo ${role} già assegnato: ${email}`),
  userNotFound: (email: string) => `Nessun utente con email ${email}`,

  // Reports
  report: 'Segnala',
  reportTitle: (target: ActionTarget) => `Segnala: ${of(targetLabels, target).toLowerCase()}`,
  reportNickname: 'Segnala nickname',
  reportPhotoN: (n: number) => `Segnala foto ${n}`,
  reportIntro: 'Dicci cosa non va: un moderatore esaminerà la segnalazione.',
  reasonLabel: 'Motivo',
  reasonMissing: 'Scegli un motivo.',
  reasons: {
    spam: 'Spam',
    offensive: 'Offensivo',
    false_information: 'Informazioni false',
    privacy: 'Privacy',
    illegal: 'Contenuto illegale',
    other: 'Altro',
  } satisfies Record<ReportReason, string>,
  detailsLabel: 'Dettagli (facoltativo)',
  send: 'Invia segnalazione',
  cancel: 'Annulla',
  acknowledgement: 'Segnalazione ricevuta: la esamineremo e ti faremo sapere l\'esito.',
  reportExists: 'Hai già segnalato questo contenuto: la segnalazione è in esame.',
  reportOwnContent: 'Non puoi segnalare un tuo contenuto: puoi modificarlo o eliminarlo.',
  reportLimit: 'Hai inviato troppe segnalazioni. Riprova più tardi.',
  targetNotFound: 'Contenuto non trovato.',
  signInToReport: 'Accedi per segnalare un contenuto.',

  // Queue and actions
  pageTitle: 'Moderazione',
  navLink: 'Moderazione',
  queueEmpty: 'Nessuna segnalazione aperta.',
  appealsTitle: 'Ricorsi',
  appealsEmpty: 'Nessun ricorso aperto.',
  reportsTitle: 'Segnalazioni aperte',
  reportCount: (n: number) => (n === 1 ? '1 segnalazione' : `${n} segnalazioni`),
  historyTitle: 'Azioni precedenti',
  historyEmpty: 'Nessuna azione precedente.',
  targetLabels,
  hiddenBadge: 'Nascosto',
  hiddenPhoto: 'Foto nascosta: il suo indirizzo non la mostra più a nessuno, moderatori compresi.',
  lockedBadge: 'Bloccato',
  ruleLabel: 'Regola violata',
  reasonForAction: 'Motivazione (la riceve l\'utente interessato)',
  /** Lifting a suspension tells nobody: the reason stays in the history of actions. */
  reasonForRecord: 'Motivazione (resta tra le azioni precedenti)',
  suspensionPeriodLabel: 'Durata della sospensione',
  suspensionPeriods: { 1: '1 giorno', 7: '7 giorni', 30: '30 giorni', indefinite: 'A tempo indeterminato' } satisfies Record<SuspensionPeriod, string>,
  suspendAuthor: "Sospendi l'autore",
  suspensionPeriodRequired: 'Scegli la durata della sospensione.',
  /** 'Fino al' of a statement: the end of a suspension as `format` writes it, 'a tempo indeterminato', or null. */
  untilText: (details: Record<string, unknown>, format: (iso: string) => string): string | null =>
    details.indefinite === true ? 'a tempo indeterminato' : typeof details.until === 'string' ? format(details.until) : null,
  burstsTitle: 'Attività sospette',
  burstsEmpty: 'Nessuna attività sospetta negli ultimi 30 giorni.',
  burstKinds: {
    many_contributions: 'Più di 3 contributi in 24 ore sullo stesso locale',
    new_account_on_alert: 'Account di meno di un giorno su un locale con una reazione segnalata',
  } satisfies Record<BurstKind, string>,
  burstEvidence: 'Contributi',
  contributionKinds: {
    review: 'recensione',
    incident: 'segnalazione di reazione',
    practice: 'conferma o contestazione di una pratica',
    status: 'segnalazione di chiusura o nuova gestione',
  } satisfies Record<ContributionKind, string>,
  accountCreated: (when: string) => `Account creato il ${when}`,
  setAsideTitle: 'Contributi messi da parte',
  setAsideEmpty: 'Nessun account con i contributi messi da parte.',
  setAsideCounts: (reviews: number, incidents: number, practiceStances: number, statusClaims: number) =>
    `Messi da parte: ${reviews} recensioni, ${incidents} segnalazioni di reazione, ${practiceStances} pratiche, ${statusClaims} segnalazioni di stato.`,
  suspensionsTitle: 'Utenti sospesi',
  suspensionsEmpty: 'Nessun utente sospeso.',
  suspendedUntil: (until: string | null) => (until ? `Sospeso fino al ${until}` : 'Sospeso a tempo indeterminato'),
  suspendedBy: (nickname: string | null, when: string) => `Deciso ${nickname ? `da ${nickname} ` : ''}il ${when}`,
  suspendedWithoutAction: "Sospeso dall'operatore, senza una decisione registrata qui.",
  actions: {
    dismiss: 'Archivia',
    hide: 'Nascondi',
    restore: 'Ripristina',
    revert: 'Ripristina questa versione',
    lock: 'Blocca modifiche',
    unlock: 'Sblocca modifiche',
    suspend: 'Sospendi utente',
    unsuspend: 'Revoca sospensione',
    set_aside: 'Metti da parte i contributi',
    reinstate: 'Ripristina i contributi',
  } satisfies Record<ModerationActionKind, string>,
  actionDone: (action: ModerationActionKind) => `Fatto: ${of(actionDone, action)}.`,
  rules: {
    fake_review: 'Termini di servizio, punto 5: recensioni non basate su un\'esperienza reale e personale',
    false_information: 'Termini di servizio, punto 5: informazioni false o fuorvianti',
    offensive: 'Termini di servizio, punto 5: contenuti offensivi, discriminatori, minacciosi o diffamatori',
    privacy: 'Termini di servizio, punto 5: dati personali di altre persone',
    third_party_rights: 'Termini di servizio, punto 5: violazione di diritti di terzi',
    spam: 'Termini di servizio, punto 5: pubblicità e spam',
    illegal: 'Contenuto illegale secondo la legge applicabile',
  } satisfies Record<ModerationRule, string>,
  ruleRequired: 'Indica la regola violata.',
  reasonRequired: 'Scrivi la motivazione.',
  actionNotAllowed: 'Questa azione non si applica a questo contenuto.',
  alreadyInState: 'Il contenuto è già in questo stato.',
  forbiddenAppealDecision: 'Il ricorso deve essere deciso da un altro moderatore.',
  forbiddenOwnContent: 'Un tuo contenuto deve essere moderato da un altro moderatore.',
  staffSuspensionNeedsAdmin: 'Solo un amministratore può sospendere un moderatore o un amministratore.',
  staffSetAsideNeedsAdmin: 'Solo un amministratore può mettere da parte i contributi di un moderatore o di un amministratore.',
  versionNotFound: 'Versione non trovata.',

  // Statement of reasons (notification, email, page)
  statementTitle: 'Motivazione della decisione',
  noticeTitle: (target: ActionTarget, action: ModerationActionKind) => `${of(targetLabels, target)}: ${doneTo(target, action)}`,
  noticeMessage: (target: ActionTarget, action: ModerationActionKind, what: string) =>
    `Abbiamo ${action === 'suspend' ? `sospeso ${of(targetNames, target)}` : `preso un provvedimento ${of(targetNamesAfterSu, target)}`}${what ? ` (${what})` : ''}. Apri la motivazione per sapere perché e come fare ricorso.`,
  statementWhat: 'Cosa',
  statementWhy: 'Perché',
  statementRule: 'Regola',
  statementWhen: 'Quando',
  statementUntil: 'Fino al',
  statementHowToAppeal: 'Come fare ricorso',
  appealHowTo: 'Se non sei d\'accordo puoi presentare ricorso una sola volta, dalla pagina della motivazione: lo esaminerà un altro moderatore.',
  emailSubject: (appName: string) => `${appName}: motivazione di una decisione di moderazione`,
  emailIntro: (target: ActionTarget, action: ModerationActionKind) =>
    `Ti scriviamo perché ${of(targetNames, target)} è ${isFeminine(target) ? 'stata' : 'stato'} ${doneTo(target, action)} da un moderatore.`,
  emailOpen: 'Leggi la motivazione e fai ricorso',
  appealLabel: 'Il tuo ricorso',
  appealSend: 'Presenta ricorso',
  appealSent: 'Ricorso inviato: un moderatore lo esaminerà.',
  appealExists: 'Hai già presentato ricorso contro questa decisione.',
  appealNotAllowed: 'Contro questa decisione non si può presentare ricorso.',
  appealStatus: { open: 'Ricorso in esame', upheld: 'Ricorso respinto: la decisione resta', reversed: 'Ricorso accolto: la decisione è stata annullata' },
  decideUphold: 'Respingi il ricorso',
  decideReverse: 'Accogli il ricorso',
  decisionReason: 'Motivazione della decisione sul ricorso',
  appealDecidedTitle: 'Esito del tuo ricorso',
  appealDecided: (reversed: boolean) =>
    reversed ? 'Il tuo ricorso è stato accolto: la decisione è stata annullata.' : 'Il tuo ricorso è stato respinto: la decisione resta valida.',
  statementNotFound: 'Decisione non trovata.',

  // Outcome for reporters
  outcomeTitle: 'Esito della tua segnalazione',
  outcome: (action: ModerationActionKind) =>
    action === 'dismiss'
      ? 'Abbiamo esaminato la tua segnalazione: il contenuto non viola le regole e resta visibile.'
      : `Abbiamo esaminato la tua segnalazione: il contenuto è stato ${of(actionDone, action)}. Grazie.`,

  // Edit history
  historyHeading: 'Cronologia modifiche',
  historyNone: 'Nessuna modifica registrata.',
  historyBy: (nickname: string | null) => (nickname ? `di ${nickname}` : 'di un utente'),
  historyChange: (field: string, from: string, to: string) => `${field}: «${from}» → «${to}»`,
  historyModeration: 'Ripristino da parte di un moderatore',
  restaurantLocked: 'Questo locale è bloccato contro le modifiche da un moderatore.',
  hiddenNickname: 'Utente',
} as const;

localise(moderationMessages, 'moderationMessages');
