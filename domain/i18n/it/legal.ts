export type LegalParams = {
  readonly appName: string;
  readonly contactEmail: string;
};

export type LegalSection = {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** A bullet list shown after the paragraphs. */
  readonly items?: readonly string[];
};

// NOTE: legal pages are bilingual by spec, so each document carries its Italian
// and its English text; a translation of the app replaces only the Italian part.
// The documents describe what the app really does (see docs/architecture.md):
// change them together with the behaviour they describe, and raise
// CONSENT_POLICY_VERSION when a change needs users to accept again.
export const legalMessages = {
  italianHeading: 'Italiano',
  englishHeading: 'English',
  version: (version: string) => `Versione ${version} / Version ${version}`,
  contact: (contactEmail: string) =>
    `Per domande legali / For legal questions: ${contactEmail}`,
  info: 'Info',
  /** Accessible name of the table of contents of a document. */
  contents: 'Indice / Contents',
  loadFailed: 'Non è stato possibile caricare il documento. / The document could not be loaded.',

  privacyPolicy: {
    title: 'Privacy Policy',
    italian: ({ appName, contactEmail }: LegalParams): readonly LegalSection[] => [
      {
        heading: '1. Chi siamo e a chi si rivolge questa informativa',
        paragraphs: [
          `Questa informativa spiega, ai sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 («GDPR») e del Codice in materia di protezione dei dati personali (D.Lgs. 196/2003, come modificato dal D.Lgs. 101/2018), come ${appName} tratta i dati personali di chi visita il sito, si registra e partecipa alla community.`,
          `Il titolare del trattamento è ${appName} (di seguito anche «noi»). Per qualsiasi domanda su questa informativa o sui tuoi dati puoi scrivere in ogni momento a ${contactEmail}: è l'indirizzo a cui rispondiamo per tutte le questioni legali e di privacy.`,
          `${appName} è una community per persone con allergie e intolleranze alimentari: per funzionare ha bisogno di alcune informazioni che riguardano la tua salute. Per questo abbiamo cercato di raccogliere solo ciò che serve davvero, di spiegarlo in modo semplice e di lasciarti il pieno controllo su ciò che condividi.`,
        ],
      },
      {
        heading: '2. Quali dati trattiamo',
        paragraphs: ['Trattiamo soltanto le categorie di dati elencate qui sotto.'],
        items: [
          `Dati dell'account: indirizzo email oppure numero di telefono, password e nickname. La password non è mai conservata in chiaro: ne salviamo solo un'impronta crittografica (hash Argon2) da cui non è possibile risalire alla password.`,
          `Dati di accesso e sicurezza: data di registrazione e dell'ultimo accesso, sessioni attive, eventuali fattori di autenticazione aggiuntivi che decidi di attivare, richieste di conferma o di reimpostazione della password.`,
          `Lista personale degli allergeni e delle intolleranze: gli allergeni che scegli di salvare nel tuo profilo (ad esempio glutine, lattosio, frutta a guscio).`,
          `Contenuti che pubblichi: recensioni dei locali con le valutazioni (generale, pulizia, attenzione al cliente, flessibilità del menu, indicazione degli allergeni), il commento, gli allergeni per cui hai scritto la recensione, fino a 5 foto per recensione, i voti «mi piace» o «non mi piace» alle recensioni altrui e i locali che aggiungi o modifichi.`,
          `Notifiche: gli avvisi che ti inviamo quando qualcuno vota una tua recensione, con lo stato letto o non letto.`,
          `Posizione: solo se lo consenti, la posizione del tuo dispositivo rilevata dal browser. La usiamo al momento per ordinare i locali per distanza, cercare quelli vicini e centrare la mappa; non la salviamo nel nostro database.`,
          `Scelte sui consensi: se accetti o rifiuti questa informativa, la Cookie Policy e i Termini e Condizioni, con la versione del documento, la data e l'ora, l'indirizzo IP e il tipo di browser da cui hai espresso la scelta.`,
          `Dati tecnici: l'indirizzo IP e le informazioni tecniche della richiesta (browser, sistema operativo, pagina richiesta, esito) che i nostri server registrano per funzionare e per difendersi da abusi.`,
        ],
      },
      {
        heading: '3. Dati sulla salute: allergeni e intolleranze',
        paragraphs: [
          `Gli allergeni e le intolleranze che salvi nel profilo, e quelli che indichi nelle recensioni, rivelano informazioni sulla tua salute. Il GDPR li considera «categorie particolari di dati personali» (articolo 9) e ne vieta il trattamento salvo eccezioni precise.`,
          `Trattiamo questi dati esclusivamente sulla base del tuo consenso esplicito (articolo 9, paragrafo 2, lettera a, del GDPR), che ci dai accettando questa informativa e scegliendo tu stesso quali allergeni salvare o indicare. Nessun allergene viene mai aggiunto al tuo profilo senza una tua azione.`,
          `Li usiamo solo per farti funzionare il servizio: preselezionare i tuoi allergeni quando scrivi una recensione, mostrarti i locali e le recensioni più utili per te, segnalarti se i dati salvati risultano modificati. Non li usiamo per pubblicità, non costruiamo profili commerciali e non li cediamo a nessuno.`,
          `La lista degli allergeni del tuo profilo è visibile solo a te. Gli allergeni che indichi in una recensione, invece, sono pubblicati insieme alla recensione e al tuo nickname e sono quindi visibili agli altri utenti registrati: indicali solo se sei d'accordo.`,
          `Puoi revocare il consenso in qualsiasi momento, senza pregiudicare la liceità del trattamento già svolto: ti basta rimuovere gli allergeni dal profilo e dalle recensioni, eliminare le recensioni oppure scriverci. Senza questo consenso non possiamo offrirti le funzioni della community, perché sono costruite proprio attorno agli allergeni.`,
        ],
      },
      {
        heading: '4. Perché trattiamo i dati e su quale base giuridica',
        paragraphs: [`Per ogni finalità indichiamo la base giuridica prevista dall'articolo 6 del GDPR (e, per i dati sulla salute, dall'articolo 9).`],
        items: [
          `Creare e gestire il tuo account, farti accedere, mostrarti e pubblicare i tuoi contenuti, inviarti le email di servizio (conferma dell'indirizzo, reimpostazione della password, cambio email) e le notifiche: esecuzione del contratto di cui sono parte i Termini e Condizioni (articolo 6, paragrafo 1, lettera b).`,
          `Trattare i tuoi allergeni e le tue intolleranze: consenso esplicito (articolo 6, paragrafo 1, lettera a, e articolo 9, paragrafo 2, lettera a).`,
          `Usare la posizione del dispositivo: consenso (articolo 6, paragrafo 1, lettera a), che ti chiediamo con un apposito messaggio e che il browser ti chiede a sua volta.`,
          `Installare cookie e strumenti non essenziali di analisi o marketing: consenso (articolo 6, paragrafo 1, lettera a, e articolo 122 del Codice privacy).`,
          `Conservare la prova dei consensi che ci hai dato o negato: adempimento di un obbligo di legge, perché dobbiamo essere in grado di dimostrare il consenso (articolo 6, paragrafo 1, lettera c, e articolo 7, paragrafo 1).`,
          `Proteggere il servizio e gli utenti da accessi abusivi, spam, frodi e contenuti illeciti, limitare il numero di richieste, tenere i registri tecnici e difendere i nostri diritti: legittimo interesse (articolo 6, paragrafo 1, lettera f), bilanciato con i tuoi diritti grazie a tempi di conservazione brevi.`,
          `Rispondere alle richieste delle autorità e rispettare gli obblighi di legge, anche in materia di contenuti illeciti: obbligo di legge (articolo 6, paragrafo 1, lettera c).`,
        ],
      },
      {
        heading: '5. Cosa vedono gli altri utenti',
        paragraphs: [
          `Le tue recensioni, con le valutazioni, il commento, le foto e gli allergeni indicati, sono visibili agli altri utenti registrati insieme al tuo nickname, mai con la tua email, il tuo numero di telefono o il tuo nome reale. Ti consigliamo di scegliere un nickname che non ti renda riconoscibile: finché non lo imposti, l'app te lo ricorda.`,
          `Le foto sono salvate in uno spazio a lettura pubblica: chiunque conosca il loro indirizzo web può aprirle. Non pubblicare foto in cui compaiano persone riconoscibili o documenti personali. Prima del caricamento le immagini vengono ridimensionate e ricodificate sul tuo dispositivo.`,
          `Quando voti una recensione, l'autore riceve una notifica che una sua recensione ha ricevuto un voto; il conteggio dei voti è visibile a tutti gli utenti registrati.`,
        ],
      },
      {
        heading: '6. A chi comunichiamo i dati',
        paragraphs: [
          `Non vendiamo né affittiamo i tuoi dati. Li comunichiamo solo ai soggetti che ci aiutano a far funzionare il servizio, nominati responsabili del trattamento ai sensi dell'articolo 28 del GDPR e vincolati a usarli solo secondo le nostre istruzioni, oppure ad autorità pubbliche quando la legge lo impone.`,
        ],
        items: [
          `Fornitori di hosting, database e archiviazione delle foto, che custodiscono i dati sui loro server.`,
          `Fornitori del servizio di invio email, per le email di conferma e di reimpostazione della password.`,
          `Servizi di mappe e di ricerca dei luoghi (OpenStreetMap oppure Google Places, secondo la configurazione): ricevono dai nostri server i testi delle ricerche dei locali e gli indirizzi da geolocalizzare, non la tua identità. Le tessere della mappa, invece, sono scaricate direttamente dal tuo browser dal fornitore delle mappe, che riceve quindi il tuo indirizzo IP.`,
          `Google Analytics, solo se il servizio è attivo e solo se hai accettato i cookie di analisi: vedi la Cookie Policy.`,
        ],
      },
      {
        heading: '7. Trasferimenti fuori dallo Spazio Economico Europeo',
        paragraphs: [
          `Conserviamo i dati preferibilmente su server situati nell'Unione Europea. Alcuni fornitori (ad esempio Google per la ricerca dei luoghi e per l'analisi, se attivi, o la OpenStreetMap Foundation, con sede nel Regno Unito) possono trattare dati fuori dallo Spazio Economico Europeo. In questi casi il trasferimento avviene solo verso Paesi con una decisione di adeguatezza della Commissione europea (come il Regno Unito o, per le aziende aderenti, gli Stati Uniti nell'ambito dell'EU-U.S. Data Privacy Framework) oppure con le clausole contrattuali standard approvate dalla Commissione. Puoi chiederci copia delle garanzie adottate scrivendo a ${contactEmail}.`,
        ],
      },
      {
        heading: '8. Per quanto tempo conserviamo i dati',
        paragraphs: ['Conserviamo i dati solo per il tempo necessario alle finalità per cui li abbiamo raccolti.'],
        items: [
          `Account, profilo, lista degli allergeni, recensioni, foto, voti e notifiche: finché il tuo account è attivo. Quando l'account viene eliminato, cancelliamo con esso tutti i dati collegati, compresi gli allergeni, le recensioni, le foto e i voti.`,
          `Registro dei consensi: per tutta la durata dell'account, perché è la prova delle scelte che hai fatto; viene cancellato insieme all'account. Le righe del registro non possono essere modificate, solo aggiunte.`,
          `Richieste di registrazione mai confermate e link di conferma o di reimpostazione: fino alla loro scadenza o al loro utilizzo.`,
          `Registri tecnici dei server: per il tempo strettamente necessario alla sicurezza del servizio, di norma non oltre 90 giorni, salvo che servano per accertare un abuso o difendere un diritto in giudizio.`,
          `Posizione: non la conserviamo; resta nel tuo dispositivo e nelle singole richieste di ricerca.`,
          `Dati salvati nel tuo browser (sessione, scelte sui consensi, risposta sulla posizione): finché non esci dall'account o non cancelli i dati del browser; quando esci, l'app li cancella.`,
        ],
      },
      {
        heading: '9. I tuoi diritti',
        paragraphs: [
          `In base agli articoli da 15 a 22 del GDPR hai il diritto di:`,
        ],
        items: [
          `accedere ai tuoi dati e riceverne copia (articolo 15);`,
          `farli correggere o completare (articolo 16): nickname, email e password si modificano anche direttamente dal profilo;`,
          `ottenerne la cancellazione (articolo 17), anche chiedendo la chiusura dell'account;`,
          `ottenere la limitazione del trattamento (articolo 18);`,
          `ricevere i dati che ci hai fornito in un formato strutturato e leggibile da dispositivo automatico e trasmetterli a un altro titolare (portabilità, articolo 20);`,
          `opporti in qualsiasi momento al trattamento basato sul legittimo interesse (articolo 21);`,
          `non essere sottoposto a decisioni basate unicamente su un trattamento automatizzato che producano effetti giuridici o incidano in modo analogo su di te (articolo 22): ${appName} non prende decisioni di questo tipo. Il badge di sicurezza a tre colori è calcolato dalle recensioni e riguarda i locali, non le persone;`,
          `revocare in qualsiasi momento i consensi che ci hai dato (articolo 7, paragrafo 3), senza pregiudicare la liceità del trattamento svolto prima della revoca.`,
        ],
      },
      {
        heading: '10. Come esercitare i diritti e proporre reclamo',
        paragraphs: [
          `Per esercitare i tuoi diritti scrivi a ${contactEmail} dall'indirizzo associato al tuo account, così possiamo verificare che la richiesta venga da te. Rispondiamo senza ingiustificato ritardo e comunque entro un mese, prorogabile di due mesi nei casi complessi, come prevede l'articolo 12 del GDPR. L'esercizio dei diritti è gratuito.`,
          `Se ritieni che il trattamento dei tuoi dati violi la normativa, hai il diritto di proporre reclamo al Garante per la protezione dei dati personali (www.garanteprivacy.it), secondo l'articolo 77 del GDPR, oppure all'autorità di controllo del Paese dell'Unione in cui vivi o lavori, e di rivolgerti all'autorità giudiziaria (articolo 79). Ti chiediamo, se vuoi, di scriverci prima: proveremo a risolvere subito.`,
        ],
      },
      {
        heading: '11. Minori',
        paragraphs: [
          `${appName} è destinato a persone che hanno compiuto 14 anni, l'età dalla quale la legge italiana (articolo 2-quinquies del Codice privacy) consente di prestare da sé il consenso ai servizi della società dell'informazione. Se hai meno di 18 anni ti invitiamo a usare l'app insieme a un genitore. Se ci accorgiamo che un account appartiene a una persona con meno di 14 anni, lo chiudiamo e cancelliamo i dati.`,
        ],
      },
      {
        heading: '12. Sicurezza',
        paragraphs: [
          `Proteggiamo i dati con misure tecniche e organizzative adeguate: connessioni cifrate, password conservate solo come hash Argon2, token di accesso a scadenza breve, controlli che permettono a ciascun utente di leggere e modificare solo i propri dati, limiti al numero di richieste e un registro dei consensi che non può essere riscritto. Nessun sistema è sicuro al cento per cento: in caso di violazione dei dati che possa metterti a rischio, informeremo il Garante e, quando la legge lo richiede, anche te.`,
        ],
      },
      {
        heading: '13. Modifiche a questa informativa',
        paragraphs: [
          `Possiamo aggiornare questa informativa quando cambia il servizio o la normativa. La versione in vigore è indicata in cima alla pagina. Se le modifiche riguardano i consensi o i dati sulla salute, ti chiederemo di leggerla e accettarla di nuovo.`,
        ],
      },
      {
        heading: '14. Legge applicabile e contatti',
        paragraphs: [
          `Questa informativa è regolata dal GDPR e dalla legge italiana. Per qualsiasi domanda legale o sulla privacy scrivi a ${contactEmail}.`,
        ],
      },
    ],
    english: ({ appName, contactEmail }: LegalParams): readonly LegalSection[] => [
      {
        heading: '1. Who we are and who this notice is for',
        paragraphs: [
          `This notice explains, under Articles 13 and 14 of Regulation (EU) 2016/679 ("GDPR") and the Italian Personal Data Protection Code (Legislative Decree 196/2003, as amended by Legislative Decree 101/2018), how ${appName} processes the personal data of people who visit the site, sign up and take part in the community.`,
          `The data controller is ${appName} (also "we" or "us"). For any question about this notice or your data you can write at any time to ${contactEmail}: it is the address we answer for all legal and privacy matters.`,
          `${appName} is a community for people with food allergies and intolerances, so it needs some information about your health in order to work. That is why we try to collect only what is truly needed, explain it plainly and leave you in full control of what you share.`,
        ],
      },
      {
        heading: '2. The data we process',
        paragraphs: ['We process only the categories of data listed below.'],
        items: [
          `Account data: email address or phone number, password and nickname. The password is never stored in clear text: we keep only a cryptographic fingerprint of it (an Argon2 hash) from which the password cannot be recovered.`,
          `Sign-in and security data: sign-up and last sign-in dates, active sessions, any additional authentication factors you choose to enable, confirmation and password-reset requests.`,
          `Your personal list of allergens and intolerances: the allergens you choose to save in your profile (for example gluten, lactose, tree nuts).`,
          `Content you publish: venue reviews with their ratings (overall, cleanliness, customer attention, menu flexibility, allergen information), the comment, the allergens the review refers to, up to 5 photos per review, your likes and dislikes of other people's reviews, and the venues you add or edit.`,
          `Notifications: the alerts we send you when someone votes on one of your reviews, with their read or unread status.`,
          `Location: only if you allow it, the position of your device as detected by the browser. We use it on the spot to sort venues by distance, find nearby ones and centre the map; we do not store it in our database.`,
          `Consent choices: whether you accept or refuse this notice, the Cookie Policy and the Terms and Conditions, with the document version, the date and time, the IP address and the browser type from which you made the choice.`,
          `Technical data: the IP address and technical details of each request (browser, operating system, page requested, outcome) that our servers record in order to work and to defend themselves against abuse.`,
        ],
      },
      {
        heading: '3. Health data: allergens and intolerances',
        paragraphs: [
          `The allergens and intolerances you save in your profile, and those you mention in reviews, reveal information about your health. The GDPR treats them as "special categories of personal data" (Article 9) and forbids processing them except in specific cases.`,
          `We process this data solely on the basis of your explicit consent (Article 9(2)(a) GDPR), which you give by accepting this notice and by choosing yourself which allergens to save or mention. No allergen is ever added to your profile without an action of yours.`,
          `We use it only to make the service work for you: to preselect your allergens when you write a review, to show you the venues and reviews most relevant to you, and to warn you if your saved data appears to have changed. We do not use it for advertising, we do not build commercial profiles and we do not pass it on to anyone.`,
          `The allergen list in your profile is visible only to you. The allergens you mention in a review, however, are published with the review and your nickname and are therefore visible to other signed-in users: mention them only if you are comfortable with that.`,
          `You can withdraw your consent at any time, without affecting the lawfulness of processing carried out before: simply remove the allergens from your profile and your reviews, delete the reviews, or write to us. Without this consent we cannot offer you the community's features, because they are built around allergens.`,
        ],
      },
      {
        heading: '4. Why we process data and on what legal basis',
        paragraphs: ['For each purpose we state the legal basis under Article 6 GDPR (and, for health data, Article 9).'],
        items: [
          `Creating and running your account, signing you in, showing and publishing your content, sending service emails (address confirmation, password reset, email change) and notifications: performance of the contract formed by the Terms and Conditions (Article 6(1)(b)).`,
          `Processing your allergens and intolerances: explicit consent (Article 6(1)(a) and Article 9(2)(a)).`,
          `Using your device's location: consent (Article 6(1)(a)), which we ask for with a dedicated message and which your browser asks for as well.`,
          `Setting non-essential analytics or marketing cookies and tools: consent (Article 6(1)(a) and Article 122 of the Italian Privacy Code).`,
          `Keeping evidence of the consents you gave or refused: compliance with a legal obligation, since we must be able to demonstrate consent (Article 6(1)(c) and Article 7(1)).`,
          `Protecting the service and its users against unauthorised access, spam, fraud and unlawful content, limiting request rates, keeping technical logs and defending our rights: legitimate interest (Article 6(1)(f)), balanced against your rights through short retention periods.`,
          `Answering requests from the authorities and meeting legal obligations, including those about unlawful content: legal obligation (Article 6(1)(c)).`,
        ],
      },
      {
        heading: '5. What other users see',
        paragraphs: [
          `Your reviews, with their ratings, comment, photos and tagged allergens, are visible to other signed-in users under your nickname, never with your email, phone number or real name. We recommend choosing a nickname that does not identify you: until you set one, the app reminds you.`,
          `Photos are kept in publicly readable storage: anyone who knows their web address can open them. Do not publish photos showing recognisable people or personal documents. Before upload, images are resized and re-encoded on your device.`,
          `When you vote on a review, its author is notified that one of their reviews received a vote; vote counts are visible to all signed-in users.`,
        ],
      },
      {
        heading: '6. Who we share data with',
        paragraphs: [
          `We never sell or rent your data. We share it only with the parties that help us run the service, appointed as processors under Article 28 GDPR and bound to use it only on our instructions, or with public authorities where the law requires it.`,
        ],
        items: [
          `Hosting, database and photo storage providers, who keep the data on their servers.`,
          `Email delivery providers, for confirmation and password-reset emails.`,
          `Map and place search services (OpenStreetMap or Google Places, depending on configuration): they receive from our servers the venue search terms and the addresses to geocode, not your identity. Map tiles, on the other hand, are downloaded by your browser directly from the map provider, which therefore receives your IP address.`,
          `Google Analytics, only if the service is enabled and only if you have accepted analytics cookies: see the Cookie Policy.`,
        ],
      },
      {
        heading: '7. Transfers outside the European Economic Area',
        paragraphs: [
          `We prefer to keep data on servers located in the European Union. Some providers (for example Google for place search and analytics, if enabled, or the OpenStreetMap Foundation, based in the United Kingdom) may process data outside the European Economic Area. In those cases data is transferred only to countries covered by a European Commission adequacy decision (such as the United Kingdom or, for participating companies, the United States under the EU-U.S. Data Privacy Framework) or under the standard contractual clauses approved by the Commission. You can ask for a copy of the safeguards by writing to ${contactEmail}.`,
        ],
      },
      {
        heading: '8. How long we keep data',
        paragraphs: ['We keep data only as long as needed for the purposes it was collected for.'],
        items: [
          `Account, profile, allergen list, reviews, photos, votes and notifications: while your account is active. When the account is deleted, all the data linked to it is deleted with it, including allergens, reviews, photos and votes.`,
          `Consent log: for the lifetime of the account, because it is the evidence of the choices you made; it is deleted together with the account. Log entries cannot be changed, only added.`,
          `Sign-up requests never confirmed and confirmation or reset links: until they expire or are used.`,
          `Server technical logs: only as long as strictly needed for the security of the service, normally no longer than 90 days, unless they are needed to investigate abuse or to defend a legal claim.`,
          `Location: we do not keep it; it stays on your device and in the individual search requests.`,
          `Data saved in your browser (session, consent choices, location answer): until you sign out or clear your browser data; when you sign out, the app deletes it.`,
        ],
      },
      {
        heading: '9. Your rights',
        paragraphs: ['Under Articles 15 to 22 GDPR you have the right to:'],
        items: [
          `access your data and receive a copy of it (Article 15);`,
          `have it corrected or completed (Article 16): nickname, email and password can also be changed directly in your profile;`,
          `have it erased (Article 17), including by asking us to close your account;`,
          `obtain restriction of processing (Article 18);`,
          `receive the data you provided in a structured, machine-readable format and transmit it to another controller (portability, Article 20);`,
          `object at any time to processing based on legitimate interest (Article 21);`,
          `not be subject to decisions based solely on automated processing that produce legal or similarly significant effects (Article 22): ${appName} makes no such decisions. The three-colour safety badge is calculated from reviews and concerns venues, not people;`,
          `withdraw any consent you gave at any time (Article 7(3)), without affecting the lawfulness of processing before the withdrawal.`,
        ],
      },
      {
        heading: '10. How to exercise your rights and complain',
        paragraphs: [
          `To exercise your rights write to ${contactEmail} from the address linked to your account, so we can check that the request comes from you. We answer without undue delay and in any case within one month, which may be extended by two months for complex requests, as Article 12 GDPR provides. Exercising your rights is free of charge.`,
          `If you believe the processing of your data breaks the law, you have the right to lodge a complaint with the Italian Data Protection Authority, the Garante per la protezione dei dati personali (www.garanteprivacy.it), under Article 77 GDPR, or with the supervisory authority of the EU country where you live or work, and to go to court (Article 79). If you wish, write to us first: we will try to sort it out straight away.`,
        ],
      },
      {
        heading: '11. Children',
        paragraphs: [
          `${appName} is meant for people aged 14 or over, the age from which Italian law (Article 2-quinquies of the Privacy Code) allows people to consent on their own to information society services. If you are under 18 we encourage you to use the app together with a parent. If we find out that an account belongs to someone under 14, we close it and delete the data.`,
        ],
      },
      {
        heading: '12. Security',
        paragraphs: [
          `We protect data with appropriate technical and organisational measures: encrypted connections, passwords stored only as Argon2 hashes, short-lived access tokens, checks that let each user read and change only their own data, request rate limits and a consent log that cannot be rewritten. No system is one hundred per cent secure: if a data breach may put you at risk, we will notify the Garante and, where the law requires it, you too.`,
        ],
      },
      {
        heading: '13. Changes to this notice',
        paragraphs: [
          `We may update this notice when the service or the law changes. The version in force is shown at the top of the page. If the changes concern consents or health data, we will ask you to read and accept it again.`,
        ],
      },
      {
        heading: '14. Governing law and contact',
        paragraphs: [
          `This notice is governed by the GDPR and by Italian law. For any legal or privacy question write to ${contactEmail}.`,
        ],
      },
    ],
  },

  cookiesPolicy: {
    title: 'Cookie Policy',
    italian: ({ appName, contactEmail }: LegalParams): readonly LegalSection[] => [
      {
        heading: '1. Cosa sono i cookie e gli strumenti simili',
        paragraphs: [
          `I cookie sono piccoli file di testo che un sito salva sul tuo dispositivo per ricordare informazioni tra una pagina e l'altra o tra una visita e l'altra. Strumenti simili, come la memoria locale del browser («localStorage» e «sessionStorage»), fanno la stessa cosa in modo diverso. In questa policy li chiamiamo tutti «cookie».`,
          `Questa policy spiega quali cookie usa ${appName}, a cosa servono, per quanto tempo restano sul tuo dispositivo e come puoi sceglierli. Segue l'articolo 122 del Codice privacy (D.Lgs. 196/2003), la direttiva 2002/58/CE («ePrivacy») e le Linee guida del Garante per la protezione dei dati personali sui cookie e altri strumenti di tracciamento del 10 giugno 2021.`,
        ],
      },
      {
        heading: '2. Le tre categorie',
        paragraphs: [
          `Dividiamo i cookie in tre categorie. Solo la prima è attiva senza il tuo consenso, perché senza di essa l'app non funziona; le altre due restano spente finché non le accendi tu.`,
        ],
        items: [
          `Essenziali (sempre attivi): tengono aperta la sessione di accesso, ricordano le tue scelte sui consensi e sulla posizione e proteggono il servizio. La legge non richiede il consenso per questi strumenti, ma te li descriviamo comunque nel dettaglio.`,
          `Analisi (facoltativi): ci dicono, in forma aggregata, quante persone usano l'app, quali pagine visitano e se qualcosa non funziona, così possiamo migliorarla.`,
          `Marketing (facoltativi): servono a misurare l'efficacia delle comunicazioni promozionali e a renderle pertinenti. Se non li accetti, non usiamo i tuoi dati di navigazione per scopi pubblicitari.`,
        ],
      },
      {
        heading: '3. Cookie essenziali che usiamo',
        paragraphs: [`Sono tutti salvati nella memoria del tuo browser dallo stesso ${appName}, non da terzi:`],
        items: [
          `«allerguida-auth»: la tua sessione di accesso (token di accesso e di rinnovo). Resta finché non esci dall'account o la sessione scade.`,
          `«allerguida-acceptances»: le scelte su Privacy Policy, Cookie Policy e Termini e Condizioni fatte prima di accedere. Al primo accesso le trasferiamo nel tuo account e le togliamo dal browser.`,
          `«allerguida-cookie-preferences»: le categorie di cookie che hai scelto (analisi, marketing). Resta finché non cambi scelta o esci dall'account.`,
          `«allerguida-location-consent»: la tua risposta alla richiesta di usare la posizione (consentita o negata). Resta finché non esci dall'account o cancelli i dati del browser.`,
          `«allerguida-password-recovery» (memoria di sessione): ricorda, solo per la scheda aperta, che stai reimpostando la password tramite il link ricevuto via email.`,
        ],
      },
      {
        heading: '4. Cookie di analisi e di marketing',
        paragraphs: [
          `Per l'analisi ${appName} può usare Google Analytics, fornito da Google Ireland Limited. Lo script di Google viene caricato solo se il servizio è attivo nella nostra configurazione e solo dopo che hai accettato i cookie di analisi: prima di quel momento nessun cookie di Google viene installato e nessuna richiesta parte verso i suoi server. Google Analytics usa i cookie «_ga» e «_ga_<ID>», che per impostazione predefinita durano fino a 2 anni.`,
          `Usiamo la «modalità di consenso» di Google: all'avvio dell'app comunichiamo che archiviazione per analisi, archiviazione pubblicitaria e personalizzazione degli annunci sono negate, mentre sono consentite solo le funzioni necessarie e di sicurezza. La tua scelta aggiorna questi segnali: i cookie di analisi attivano l'archiviazione per analisi, quelli di marketing l'archiviazione pubblicitaria e la personalizzazione degli annunci.`,
          `Con la configurazione attuale ${appName} non installa cookie pubblicitari di altri fornitori. Se in futuro dovessimo aggiungerne, li elencheremo qui e ti chiederemo di nuovo il consenso.`,
        ],
      },
      {
        heading: '5. Contenuti di terze parti',
        paragraphs: [
          `La mappa dei locali mostra tessere cartografiche scaricate dal tuo browser direttamente dal fornitore delle mappe (OpenStreetMap, salvo diversa configurazione), che riceve il tuo indirizzo IP ma non installa cookie di profilazione tramite ${appName}. I pulsanti per le indicazioni stradali (Google Maps, Apple Maps, Waze) e i collegamenti ai siti dei locali aprono servizi esterni, che applicano le proprie policy sui cookie.`,
        ],
      },
      {
        heading: '6. Come scegliere e cambiare idea',
        paragraphs: [
          `Alla prima visita un banner in fondo allo schermo ti propone tre possibilità: «Accetta tutti» accende analisi e marketing; «Rifiuta non essenziali» li lascia spenti; «Gestisci preferenze» ti permette di scegliere categoria per categoria. Chiudere l'app senza scegliere equivale a non dare il consenso: il banner resta finché non scegli.`,
          `Se hai effettuato l'accesso, la tua scelta viene registrata nel tuo account con la data, l'ora e la versione di questa policy; se non hai effettuato l'accesso resta nel tuo browser e viene trasferita nell'account al primo accesso.`,
          `Rifiutare i cookie non essenziali dal banner non limita in alcun modo l'uso di ${appName}. Puoi cambiare idea in qualsiasi momento cancellando i dati del sito dalle impostazioni del browser (il banner ricomparirà) oppure da questa pagina: «Accetta/Accept» accende tutte le categorie. «Rifiuta/Refuse», invece, significa non accettare questa policy nel suo insieme, compresi i cookie essenziali senza i quali non puoi restare connesso: per questo, dopo la conferma, ti disconnettiamo dalla community.`,
          `I principali browser permettono inoltre di bloccare o cancellare i cookie dalle loro impostazioni; bloccando i cookie essenziali, però, non potrai restare connesso.`,
        ],
      },
      {
        heading: '7. Dati raccolti tramite i cookie',
        paragraphs: [
          `I dati raccolti dai cookie essenziali sono trattati per fornirti il servizio; quelli dei cookie di analisi e marketing solo con il tuo consenso. Per i tuoi diritti, i tempi di conservazione e i destinatari vale quanto scritto nella Privacy Policy.`,
        ],
      },
      {
        heading: '8. Contatti e legge applicabile',
        paragraphs: [
          `Per domande su questa policy scrivi a ${contactEmail}. La policy è regolata dalla legge italiana. Se la modifichiamo in modo rilevante ti chiederemo di nuovo di scegliere.`,
        ],
      },
    ],
    english: ({ appName, contactEmail }: LegalParams): readonly LegalSection[] => [
      {
        heading: '1. What cookies and similar tools are',
        paragraphs: [
          `Cookies are small text files that a site saves on your device to remember information from one page or visit to the next. Similar tools, such as the browser's local storage ("localStorage" and "sessionStorage"), do the same thing in a different way. In this policy we call them all "cookies".`,
          `This policy explains which cookies ${appName} uses, what they are for, how long they stay on your device and how you can choose them. It follows Article 122 of the Italian Privacy Code (Legislative Decree 196/2003), Directive 2002/58/EC ("ePrivacy") and the Italian Data Protection Authority's Guidelines on cookies and other tracking tools of 10 June 2021.`,
        ],
      },
      {
        heading: '2. The three categories',
        paragraphs: [
          `We divide cookies into three categories. Only the first one is active without your consent, because the app cannot work without it; the other two stay off until you switch them on.`,
        ],
        items: [
          `Essential (always on): they keep you signed in, remember your consent and location choices and protect the service. The law does not require consent for these tools, but we still describe them in detail.`,
          `Analytics (optional): they tell us, in aggregate, how many people use the app, which pages they visit and whether something is broken, so that we can improve it.`,
          `Marketing (optional): they measure how well promotional communications work and make them relevant. If you do not accept them, we do not use your browsing data for advertising.`,
        ],
      },
      {
        heading: '3. Essential cookies we use',
        paragraphs: [`All of them are saved in your browser's storage by ${appName} itself, not by third parties:`],
        items: [
          `"allerguida-auth": your sign-in session (access and refresh tokens). It stays until you sign out or the session expires.`,
          `"allerguida-acceptances": the choices about the Privacy Policy, Cookie Policy and Terms and Conditions made before signing in. At your first sign-in we move them to your account and remove them from the browser.`,
          `"allerguida-cookie-preferences": the cookie categories you chose (analytics, marketing). It stays until you change your choice or sign out.`,
          `"allerguida-location-consent": your answer to the request to use your location (allowed or denied). It stays until you sign out or clear your browser data.`,
          `"allerguida-password-recovery" (session storage): remembers, for the open tab only, that you are resetting your password through the link you received by email.`,
        ],
      },
      {
        heading: '4. Analytics and marketing cookies',
        paragraphs: [
          `For analytics ${appName} may use Google Analytics, provided by Google Ireland Limited. Google's script is loaded only if the service is enabled in our configuration and only after you have accepted analytics cookies: until then no Google cookie is set and no request is sent to its servers. Google Analytics uses the "_ga" and "_ga_<ID>" cookies, which by default last up to 2 years.`,
          `We use Google's "consent mode": when the app starts we signal that analytics storage, ad storage and ad personalisation are denied, and that only functional and security features are allowed. Your choice updates these signals: analytics cookies enable analytics storage, marketing cookies enable ad storage and ad personalisation.`,
          `With its current configuration ${appName} sets no advertising cookies from other providers. Should we add any in the future, we will list them here and ask for your consent again.`,
        ],
      },
      {
        heading: '5. Third-party content',
        paragraphs: [
          `The venue map shows map tiles that your browser downloads directly from the map provider (OpenStreetMap, unless configured otherwise), which receives your IP address but sets no profiling cookies through ${appName}. The directions buttons (Google Maps, Apple Maps, Waze) and the links to venues' websites open external services, which apply their own cookie policies.`,
        ],
      },
      {
        heading: '6. How to choose and change your mind',
        paragraphs: [
          `On your first visit a banner at the bottom of the screen offers three options: "Accetta tutti" (accept all) switches analytics and marketing on; "Rifiuta non essenziali" (refuse non-essential) leaves them off; "Gestisci preferenze" (manage preferences) lets you choose category by category. Closing the app without choosing means no consent: the banner stays until you choose.`,
          `If you are signed in, your choice is recorded in your account with the date, the time and the version of this policy; if you are not, it stays in your browser and is moved to your account at your first sign-in.`,
          `Refusing non-essential cookies from the banner does not limit your use of ${appName} in any way. You can change your mind at any time by clearing the site's data in your browser settings (the banner will appear again) or on this page: "Accetta/Accept" switches every category on. "Rifiuta/Refuse", on the other hand, means not accepting this policy as a whole, including the essential cookies without which you cannot stay signed in: that is why, once you confirm, we sign you out of the community.`,
          `The main browsers also let you block or delete cookies in their settings; if you block essential cookies, however, you will not be able to stay signed in.`,
        ],
      },
      {
        heading: '7. Data collected through cookies',
        paragraphs: [
          `Data collected by essential cookies is processed to provide the service; data from analytics and marketing cookies only with your consent. For your rights, retention periods and recipients, see the Privacy Policy.`,
        ],
      },
      {
        heading: '8. Contact and governing law',
        paragraphs: [
          `For questions about this policy write to ${contactEmail}. This policy is governed by Italian law. If we change it significantly we will ask you to choose again.`,
        ],
      },
    ],
  },

  terms: {
    title: 'Termini e Condizioni / Terms and Conditions',
    italian: ({ appName, contactEmail }: LegalParams): readonly LegalSection[] => [
      {
        heading: '1. Il servizio e chi lo offre',
        paragraphs: [
          `${appName} è una community gratuita in cui persone con allergie e intolleranze alimentari si scambiano recensioni sui locali: ristoranti, bar, pizzerie e ogni altro posto in cui si mangia fuori casa. Il servizio è offerto dal titolare di ${appName}, che puoi contattare a ${contactEmail}.`,
          `Questi Termini e Condizioni regolano l'uso del sito e dell'app. Registrandoti, o accettandoli da questa pagina, stipuli con noi un contratto gratuito per l'uso del servizio alle condizioni che seguono. Se non li accetti non puoi usare le funzioni riservate agli utenti registrati.`,
        ],
      },
      {
        heading: '2. Chi può registrarsi',
        paragraphs: [
          `Per registrarti devi avere almeno 14 anni. Se hai meno di 18 anni ti invitiamo a usare ${appName} insieme a un genitore o a chi esercita la responsabilità genitoriale.`,
          `Ti registri con un indirizzo email o un numero di telefono, una password di almeno 6 caratteri e un nickname. Devi fornire dati veri e tuoi: non puoi registrarti a nome di un'altra persona né aprire più account per aggirare un blocco.`,
        ],
      },
      {
        heading: '3. Il tuo account',
        paragraphs: [
          `Sei responsabile della riservatezza della tua password e di tutto ciò che viene fatto con il tuo account. Scegli una password che non usi altrove e, se sospetti che qualcuno la conosca, cambiala subito dal profilo o con la funzione «Modifica Password» e avvisaci a ${contactEmail}.`,
          `Il nickname è il nome con cui compari nelle recensioni: non deve essere offensivo, ingannevole, né imitare altre persone, locali o marchi. Per tutelare la tua privacy ti consigliamo di non usare il tuo nome e cognome.`,
        ],
      },
      {
        heading: '4. Cosa puoi fare nella community',
        paragraphs: [`Da utente registrato puoi:`],
        items: [
          `consultare l'elenco dei locali recensiti, la mappa e la ricerca per nome, città, tipo di cucina o allergene;`,
          `salvare nel profilo i tuoi allergeni e le tue intolleranze;`,
          `aggiungere un locale, a mano o importandolo da un servizio di ricerca dei luoghi, e correggerne i dati;`,
          `scrivere recensioni con valutazioni, commento, allergeni e fino a 5 foto, e modificarle o eliminarle quando vuoi;`,
          `votare con «mi piace» o «non mi piace» le recensioni degli altri (non le tue) e ricevere notifiche quando qualcuno vota le tue.`,
        ],
      },
      {
        heading: '5. Regole per le recensioni e i contenuti',
        paragraphs: [
          `Le recensioni servono ad altre persone per decidere dove mangiare in sicurezza: per questo devono essere oneste, precise e basate su un'esperienza reale e personale. Pubblicando un contenuto dichiari che è tuo, che è vero per quanto ti risulta e che hai il diritto di pubblicarlo. In particolare non è consentito pubblicare:`,
        ],
        items: [
          `recensioni di locali in cui non sei stato, recensioni scritte per conto del locale o di un suo concorrente, o in cambio di compensi, sconti o altri vantaggi;`,
          `informazioni false o fuorvianti sulla presenza di allergeni, sulle procedure del locale o sulle reazioni avute;`,
          `contenuti offensivi, discriminatori, minacciosi, diffamatori, osceni o che incitano all'odio o alla violenza;`,
          `dati personali di altre persone, comprese foto in cui siano riconoscibili senza il loro consenso;`,
          `contenuti che violano diritti d'autore, marchi o altri diritti di terzi, come foto scaricate da internet;`,
          `pubblicità, spam, link a siti estranei alla recensione o contenuti generati automaticamente in massa.`,
        ],
      },
      {
        heading: '6. Licenza sui contenuti che pubblichi',
        paragraphs: [
          `I contenuti che pubblichi restano tuoi. Pubblicandoli concedi a ${appName} una licenza gratuita, non esclusiva, valida in tutto il mondo e per la durata della loro pubblicazione, per conservarli, riprodurli, adattarli nel formato (ad esempio ridimensionando le foto) e mostrarli agli utenti all'interno del servizio. La licenza termina quando elimini il contenuto o il tuo account, salvo le copie che la legge ci obbliga a conservare.`,
          `Le valutazioni delle tue recensioni contribuiscono, in forma aggregata e anonima, alle medie e al badge di sicurezza del locale anche dopo la pubblicazione: quando elimini la recensione, il suo contributo viene tolto.`,
        ],
      },
      {
        heading: '7. Informazioni sulla sicurezza alimentare: leggi con attenzione',
        paragraphs: [
          `Le recensioni, i dati dei locali e il badge di sicurezza a tre colori (verde, giallo, arancione) riflettono le esperienze e le opinioni degli utenti e sono calcolati automaticamente dalle loro valutazioni. ${appName} non ispeziona i locali, non verifica le recensioni e non può garantire che un locale sia sicuro per te: le ricette, i fornitori e il personale possono cambiare in qualsiasi momento, e un'esperienza positiva di altri non esclude il rischio di contaminazione.`,
          `${appName} non fornisce consigli medici e non sostituisce il parere del tuo medico o allergologo. Prima di ordinare comunica sempre al personale le tue allergie e intolleranze, chiedi informazioni sugli ingredienti e sulle contaminazioni (il Regolamento (UE) 1169/2011 obbliga i locali a indicare la presenza dei 14 allergeni principali) e porta con te i farmaci che ti sono stati prescritti. In caso di reazione allergica chiama subito il 112.`,
        ],
      },
      {
        heading: '8. Segnalazioni e moderazione',
        paragraphs: [
          `Se trovi un contenuto illecito o contrario a questi termini, segnalacelo a ${contactEmail} indicando il locale, la recensione e il motivo, come previsto dal Regolamento (UE) 2022/2065 sui servizi digitali. Esaminiamo le segnalazioni con diligenza e senza arbitrarietà e ti comunichiamo l'esito.`,
          `Possiamo rimuovere contenuti o limitare, sospendere o chiudere account che violano questi termini o la legge, in proporzione alla gravità e, salvo urgenza, dopo averti avvisato con le motivazioni. Se non sei d'accordo con una nostra decisione puoi chiederci di riesaminarla scrivendo a ${contactEmail}.`,
        ],
      },
      {
        heading: '9. Disponibilità del servizio',
        paragraphs: [
          `Facciamo il possibile perché ${appName} sia sempre disponibile e funzioni correttamente, ma il servizio è gratuito e offerto «così com'è»: possono esserci interruzioni per manutenzione, guasti o cause esterne. Possiamo modificare, aggiungere o togliere funzioni, cercando di avvisarti prima dei cambiamenti rilevanti.`,
        ],
      },
      {
        heading: '10. Responsabilità',
        paragraphs: [
          `Ogni utente è responsabile dei contenuti che pubblica. Nei limiti consentiti dalla legge, ${appName} non risponde dell'accuratezza delle recensioni e dei dati dei locali inseriti dagli utenti né dei danni derivanti da decisioni prese sulla loro base. Nulla in questi termini esclude o limita la nostra responsabilità per dolo o colpa grave, per danni alla persona causati da nostra colpa o nei casi in cui la legge non consente di limitarla, né i diritti che il Codice del Consumo (D.Lgs. 206/2005) ti riconosce.`,
        ],
      },
      {
        heading: "11. Chiusura dell'account",
        paragraphs: [
          `Puoi smettere di usare ${appName} quando vuoi e chiedere la chiusura dell'account scrivendo a ${contactEmail}: cancelleremo l'account e tutti i contenuti collegati, come spiegato nella Privacy Policy. Se rifiuti questi termini da questa pagina ti disconnettiamo, perché senza accettarli non puoi continuare a usare la community.`,
        ],
      },
      {
        heading: '12. Modifiche ai termini',
        paragraphs: [
          `Possiamo aggiornare questi termini, per esempio quando aggiungiamo funzioni o cambia la legge. La versione in vigore è indicata in cima alla pagina. In caso di modifiche rilevanti ti chiederemo di accettarli di nuovo; se non li accetti potrai chiudere l'account.`,
        ],
      },
      {
        heading: '13. Legge applicabile e foro competente',
        paragraphs: [
          `Questi termini sono regolati dalla legge italiana. Se sei un consumatore, per le controversie è competente il giudice del luogo in cui risiedi o sei domiciliato, come prevede l'articolo 66-bis del Codice del Consumo, e restano salve le norme inderogabili del Paese dell'Unione in cui vivi. In tutti gli altri casi è competente in via esclusiva il foro del luogo in cui ha sede il titolare di ${appName}.`,
          `Prima di rivolgerti al giudice ti invitiamo a scriverci a ${contactEmail}: la maggior parte dei problemi si risolve in pochi giorni. Puoi anche ricorrere a un organismo di mediazione o di risoluzione alternativa delle controversie previsto dalla legge italiana.`,
        ],
      },
    ],
    english: ({ appName, contactEmail }: LegalParams): readonly LegalSection[] => [
      {
        heading: '1. The service and who provides it',
        paragraphs: [
          `${appName} is a free community where people with food allergies and intolerances share reviews of venues: restaurants, bars, pizzerias and any other place where people eat out. The service is provided by the owner of ${appName}, who can be contacted at ${contactEmail}.`,
          `These Terms and Conditions govern the use of the site and the app. By signing up, or by accepting them on this page, you enter into a free contract with us for the use of the service on the following terms. If you do not accept them you cannot use the features reserved to signed-in users.`,
        ],
      },
      {
        heading: '2. Who can sign up',
        paragraphs: [
          `You must be at least 14 years old to sign up. If you are under 18 we encourage you to use ${appName} together with a parent or guardian.`,
          `You sign up with an email address or a phone number, a password of at least 6 characters and a nickname. The details you give must be true and your own: you may not sign up on behalf of someone else or open several accounts to get around a suspension.`,
        ],
      },
      {
        heading: '3. Your account',
        paragraphs: [
          `You are responsible for keeping your password confidential and for everything done with your account. Choose a password you do not use elsewhere and, if you suspect someone knows it, change it straight away from your profile or with the "Modifica Password" (change password) feature and let us know at ${contactEmail}.`,
          `Your nickname is the name shown on your reviews: it must not be offensive or misleading, nor imitate other people, venues or brands. To protect your privacy we recommend not using your first and last name.`,
        ],
      },
      {
        heading: '4. What you can do in the community',
        paragraphs: ['As a signed-in user you can:'],
        items: [
          `browse the list of reviewed venues, the map and the search by name, city, cuisine or allergen;`,
          `save your allergens and intolerances in your profile;`,
          `add a venue, by hand or by importing it from a place search service, and correct its details;`,
          `write reviews with ratings, a comment, allergens and up to 5 photos, and edit or delete them whenever you like;`,
          `like or dislike other people's reviews (not your own) and receive notifications when someone votes on yours.`,
        ],
      },
      {
        heading: '5. Rules for reviews and content',
        paragraphs: [
          `Reviews help other people decide where they can eat safely, so they must be honest, accurate and based on a real, first-hand experience. By publishing content you declare that it is yours, that it is true to the best of your knowledge and that you have the right to publish it. In particular you may not publish:`,
        ],
        items: [
          `reviews of venues you have not been to, reviews written on behalf of the venue or a competitor, or in exchange for payment, discounts or other benefits;`,
          `false or misleading information about the presence of allergens, the venue's procedures or the reactions you had;`,
          `offensive, discriminatory, threatening, defamatory or obscene content, or content inciting hatred or violence;`,
          `other people's personal data, including photos in which they can be recognised without their consent;`,
          `content that infringes copyright, trademarks or other rights of third parties, such as photos downloaded from the internet;`,
          `advertising, spam, links to sites unrelated to the review, or mass automatically generated content.`,
        ],
      },
      {
        heading: '6. Licence on the content you publish',
        paragraphs: [
          `The content you publish remains yours. By publishing it you grant ${appName} a free, non-exclusive, worldwide licence, for as long as it is published, to store, reproduce, adapt in format (for example by resizing photos) and show it to users within the service. The licence ends when you delete the content or your account, except for copies the law requires us to keep.`,
          `The ratings in your reviews contribute, in aggregate and anonymous form, to the venue's averages and safety badge: when you delete the review, its contribution is removed.`,
        ],
      },
      {
        heading: '7. Food safety information: please read carefully',
        paragraphs: [
          `Reviews, venue details and the three-colour safety badge (green, yellow, orange) reflect users' experiences and opinions and are calculated automatically from their ratings. ${appName} does not inspect venues, does not verify reviews and cannot guarantee that a venue is safe for you: recipes, suppliers and staff can change at any time, and other people's good experiences do not rule out the risk of cross-contamination.`,
          `${appName} does not give medical advice and does not replace the advice of your doctor or allergist. Before ordering, always tell the staff about your allergies and intolerances, ask about ingredients and cross-contamination (Regulation (EU) 1169/2011 requires venues to declare the presence of the 14 main allergens) and carry any medication you have been prescribed. In case of an allergic reaction call 112 immediately.`,
        ],
      },
      {
        heading: '8. Reports and moderation',
        paragraphs: [
          `If you find content that is unlawful or breaches these terms, report it to ${contactEmail} stating the venue, the review and the reason, as provided for by Regulation (EU) 2022/2065 (Digital Services Act). We examine reports diligently and objectively and let you know the outcome.`,
          `We may remove content or restrict, suspend or close accounts that breach these terms or the law, in proportion to the seriousness of the breach and, except in urgent cases, after telling you why. If you disagree with one of our decisions you can ask us to review it by writing to ${contactEmail}.`,
        ],
      },
      {
        heading: '9. Availability of the service',
        paragraphs: [
          `We do our best to keep ${appName} available and working properly, but the service is free and provided "as is": there may be interruptions for maintenance, faults or external causes. We may change, add or remove features, and we try to give notice before significant changes.`,
        ],
      },
      {
        heading: '10. Liability',
        paragraphs: [
          `Each user is responsible for the content they publish. To the extent permitted by law, ${appName} is not liable for the accuracy of the reviews and venue details entered by users, nor for damage arising from decisions based on them. Nothing in these terms excludes or limits our liability for wilful misconduct or gross negligence, for personal injury caused by our fault or where the law does not allow it to be limited, nor the rights granted to you by the Italian Consumer Code (Legislative Decree 206/2005).`,
        ],
      },
      {
        heading: '11. Closing your account',
        paragraphs: [
          `You can stop using ${appName} whenever you like and ask for your account to be closed by writing to ${contactEmail}: we will delete the account and all the content linked to it, as explained in the Privacy Policy. If you refuse these terms on this page we sign you out, because you cannot keep using the community without accepting them.`,
        ],
      },
      {
        heading: '12. Changes to these terms',
        paragraphs: [
          `We may update these terms, for example when we add features or the law changes. The version in force is shown at the top of the page. After significant changes we will ask you to accept them again; if you do not, you can close your account.`,
        ],
      },
      {
        heading: '13. Governing law and jurisdiction',
        paragraphs: [
          `These terms are governed by Italian law. If you are a consumer, disputes fall under the court of the place where you reside or are domiciled, as Article 66-bis of the Italian Consumer Code provides, without prejudice to the mandatory rules of the EU country where you live. In all other cases the courts of the place where the owner of ${appName} is established have exclusive jurisdiction.`,
          `Before going to court, please write to us at ${contactEmail}: most problems are solved within a few days. You may also turn to a mediation or alternative dispute resolution body provided for by Italian law.`,
        ],
      },
    ],
  },

  intellectualProperty: {
    title: 'Proprietà Intellettuale / Intellectual Property',
    italian: ({ appName, contactEmail }: LegalParams): readonly LegalSection[] => [
      {
        heading: '1. Il marchio',
        paragraphs: [
          `Il nome ${appName}, il logo, lo slogan «Scopri ristoranti sicuri per le tue allergie alimentari» e l'aspetto grafico dell'app sono segni distintivi che appartengono al titolare del servizio. Non possono essere usati, riprodotti o imitati, neppure in parte o come nome di dominio, profilo social o parola chiave pubblicitaria, senza un'autorizzazione scritta.`,
          `Puoi citare ${appName} per nome in articoli, recensioni e post, purché in modo corretto e senza far credere che esista un rapporto con noi che non c'è.`,
        ],
      },
      {
        heading: "2. L'idea e il modo in cui funziona",
        paragraphs: [
          `L'idea di ${appName} e la sua realizzazione appartengono al titolare del servizio. In particolare sono frutto del nostro lavoro:`,
        ],
        items: [
          `l'idea di una community in cui le persone con allergie e intolleranze recensiscono i locali dal punto di vista della sicurezza alimentare;`,
          `l'idea di cercare e filtrare i locali per allergene, partendo dagli allergeni salvati nel proprio profilo;`,
          `i badge di sicurezza a tre colori (verde per sicuro, giallo per attenzione, arancione per non sicuro), calcolati da una media ponderata delle valutazioni delle recensioni, con un peso maggiore per l'indicazione degli allergeni;`,
          `l'organizzazione delle recensioni per allergene, le valutazioni di pulizia, attenzione al cliente e flessibilità del menu, e il modo in cui sono presentate.`,
        ],
      },
      {
        heading: '3. Il software, i testi e la grafica',
        paragraphs: [
          `Il codice dell'app, le banche dati, i testi, le icone, le illustrazioni e la grafica realizzati per ${appName} sono protetti dalla legge sul diritto d'autore (Legge 633/1941) e, per le banche dati, anche dal diritto sui generis del costitutore. È vietato copiarli, estrarne in modo sistematico i contenuti (ad esempio con programmi automatici di raccolta dati), decompilarli o usarli per creare servizi concorrenti, salvo quanto la legge consente espressamente.`,
          `Le mappe sono fornite da OpenStreetMap e dai suoi contributori e sono soggette alla loro licenza (Open Database License); i nomi e i marchi dei servizi esterni citati nell'app appartengono ai rispettivi titolari.`,
        ],
      },
      {
        heading: '4. I contenuti degli utenti',
        paragraphs: [
          `Le recensioni e le foto restano di chi le pubblica, che ci concede solo la licenza d'uso descritta nei Termini e Condizioni. Non puoi copiare le recensioni o le foto degli altri utenti fuori da ${appName} senza il loro permesso.`,
        ],
      },
      {
        heading: '5. Segnalare una violazione',
        paragraphs: [
          `Se ritieni che un contenuto pubblicato su ${appName} violi un tuo diritto d'autore, un tuo marchio o un altro tuo diritto, scrivi a ${contactEmail} indicando chi sei, il contenuto in questione (il locale e la recensione), il diritto che ritieni violato e perché. Esamineremo la segnalazione senza ritardo e, se è fondata, rimuoveremo il contenuto.`,
        ],
      },
      {
        heading: '6. Legge applicabile',
        paragraphs: [
          `Questa pagina è regolata dalla legge italiana, in particolare dalla Legge 633/1941 sul diritto d'autore, dal Codice della proprietà industriale (D.Lgs. 30/2005) e dalle norme sulla concorrenza sleale (articolo 2598 del Codice civile). Per qualsiasi domanda scrivi a ${contactEmail}.`,
        ],
      },
    ],
    english: ({ appName, contactEmail }: LegalParams): readonly LegalSection[] => [
      {
        heading: '1. The trademark',
        paragraphs: [
          `The name ${appName}, its logo, the tagline "Scopri ristoranti sicuri per le tue allergie alimentari" (find restaurants that are safe for your food allergies) and the look of the app are distinctive signs owned by the operator of the service. They may not be used, reproduced or imitated, even in part or as a domain name, social media handle or advertising keyword, without written permission.`,
          `You may mention ${appName} by name in articles, reviews and posts, as long as you do so fairly and without suggesting a relationship with us that does not exist.`,
        ],
      },
      {
        heading: '2. The idea and how it works',
        paragraphs: [`The idea of ${appName} and its implementation belong to the operator of the service. In particular, the following are the result of our work:`],
        items: [
          `the idea of a community in which people with allergies and intolerances review venues from the point of view of food safety;`,
          `the idea of searching and filtering venues by allergen, starting from the allergens saved in one's profile;`,
          `the three-colour safety badges (green for safe, yellow for caution, orange for unsafe), calculated from a weighted average of review ratings, with extra weight for allergen information;`,
          `the organisation of reviews by allergen, the cleanliness, customer attention and menu flexibility ratings, and the way they are presented.`,
        ],
      },
      {
        heading: '3. Software, texts and graphics',
        paragraphs: [
          `The app's code, databases, texts, icons, illustrations and graphics created for ${appName} are protected by Italian copyright law (Law 633/1941) and, for databases, also by the sui generis database right. Copying them, systematically extracting their content (for example with automated scraping tools), decompiling them or using them to build competing services is forbidden, except where the law expressly allows it.`,
          `Maps are provided by OpenStreetMap and its contributors and are subject to their licence (Open Database License); the names and trademarks of external services mentioned in the app belong to their respective owners.`,
        ],
      },
      {
        heading: '4. User content',
        paragraphs: [
          `Reviews and photos remain the property of whoever publishes them, who grants us only the licence described in the Terms and Conditions. You may not copy other users' reviews or photos outside ${appName} without their permission.`,
        ],
      },
      {
        heading: '5. Reporting an infringement',
        paragraphs: [
          `If you believe that content published on ${appName} infringes your copyright, trademark or another right of yours, write to ${contactEmail} stating who you are, the content concerned (the venue and the review), the right you believe is infringed and why. We will examine the report without delay and, if it is well founded, remove the content.`,
        ],
      },
      {
        heading: '6. Governing law',
        paragraphs: [
          `This page is governed by Italian law, in particular Law 633/1941 on copyright, the Industrial Property Code (Legislative Decree 30/2005) and the rules on unfair competition (Article 2598 of the Civil Code). For any question write to ${contactEmail}.`,
        ],
      },
    ],
  },
} as const;
