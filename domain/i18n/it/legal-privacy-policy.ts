// The Privacy Policy (/privacy-policy): its own module, so only its page downloads it.
import type { LegalDocument } from './legal';
import { localise } from '../active';

export const privacyPolicyDocument: LegalDocument = {
  title: 'Privacy Policy',
  italian: ({ appName, contactEmail }) => [
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
        `Li usiamo solo per farti funzionare il servizio: mostrarti per primi i tuoi allergeni quando scrivi una recensione o segnali una reazione, mostrarti i locali e le recensioni più utili per te, segnalarti se i dati salvati risultano modificati. Non li usiamo per pubblicità, non costruiamo profili commerciali e non li cediamo a nessuno.`,
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
  english: ({ appName, contactEmail }) => [
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
        `We use it only to make the service work for you: to list your allergens first when you write a review or report a reaction, to show you the venues and reviews most relevant to you, and to warn you if your saved data appears to have changed. We do not use it for advertising, we do not build commercial profiles and we do not pass it on to anyone.`,
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
};

localise(privacyPolicyDocument, 'privacyPolicyDocument');
