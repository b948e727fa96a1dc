// The Cookie Policy (/cookies-policy): its own module, so only its page downloads it.
import type { LegalDocument } from './legal';
import { localise } from '../active';

export const cookiesPolicyDocument: LegalDocument = {
  title: 'Cookie Policy',
  italian: ({ appName, contactEmail }) => [
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
        `Rifiutare i cookie non essenziali dal banner non limita in alcun modo l'uso di ${appName}. Puoi cambiare idea in qualsiasi momento, con la stessa facilità con cui hai scelto, dal collegamento «Preferenze cookie» in fondo a ogni pagina, oppure da questa pagina: «Accetta/Accept» accende tutte le categorie. «Rifiuta/Refuse», invece, significa non accettare questa policy nel suo insieme, compresi i cookie essenziali senza i quali non puoi restare connesso: per questo, dopo la conferma, ti disconnettiamo dalla community.`,
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
  english: ({ appName, contactEmail }) => [
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
};

localise(cookiesPolicyDocument, 'cookiesPolicyDocument');
