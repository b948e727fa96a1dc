export type LegalParams = {
  readonly appName: string;
  readonly contactEmail: string;
};

export type LegalSection = {
  readonly heading: string;
  readonly paragraphs: readonly string[];
};

// NOTE: legal pages are bilingual by spec, so each document carries its Italian
// and its English text; a translation of the app replaces only the Italian part.
export const legalMessages = {
  italianHeading: 'Italiano',
  englishHeading: 'English',
  version: (version: string) => `Versione ${version} / Version ${version}`,
  contact: (contactEmail: string) =>
    `Per domande legali / For legal questions: ${contactEmail}`,
  info: 'Info',

  privacyPolicy: {
    title: 'Privacy Policy',
    italian: ({ appName, contactEmail }: LegalParams): readonly LegalSection[] => [
      {
        heading: '1. Titolare del trattamento',
        paragraphs: [
          `Il titolare del trattamento dei dati personali raccolti tramite ${appName} è il gestore del servizio ${appName}. Per qualsiasi domanda sulla privacy puoi scrivere a ${contactEmail}.`,
        ],
      },
      {
        heading: '2. Dati che trattiamo',
        paragraphs: [
          "Dati dell'account: indirizzo email o numero di telefono, password (conservata solo in forma cifrata) e nickname.",
          "Dati relativi alla salute: gli allergeni e le intolleranze che scegli di salvare nel profilo o di indicare nelle recensioni. Sono categorie particolari di dati (art. 9 del GDPR): li trattiamo solo con il tuo consenso esplicito e solo per far funzionare il servizio.",
          'Contenuti che pubblichi: recensioni, valutazioni, foto, voti e locali che aggiungi.',
          'Posizione: solo se acconsenti, la usiamo per ordinare i locali per vicinanza, cercare i locali vicini e centrare la mappa. Non la conserviamo.',
          'Dati tecnici: registri di sicurezza e le tue scelte su cookie e consensi, con la versione della policy accettata.',
        ],
      },
      {
        heading: '3. Finalità e basi giuridiche',
        paragraphs: [
          "Trattiamo i dati per fornirti il servizio che hai richiesto (esecuzione del contratto), sulla base del tuo consenso per gli allergeni, la posizione e i cookie non essenziali, per adempiere agli obblighi di legge e, per legittimo interesse, per proteggere il servizio da abusi.",
        ],
      },
      {
        heading: '4. Cosa vedono gli altri utenti',
        paragraphs: [
          'Le tue recensioni, con le foto e gli allergeni indicati, sono visibili agli altri utenti registrati con il tuo nickname, mai con la tua email o il tuo nome reale. Ti consigliamo di scegliere un nickname che non ti renda identificabile.',
        ],
      },
      {
        heading: '5. Destinatari e conservazione',
        paragraphs: [
          "I dati sono trattati da fornitori tecnici (hosting, invio email, servizi di mappe e di ricerca dei luoghi) nominati responsabili del trattamento. Non vendiamo i tuoi dati a nessuno.",
          `Conserviamo i dati finché il tuo account è attivo. Puoi eliminare in qualsiasi momento le tue recensioni e i tuoi allergeni; per chiudere l'account scrivi a ${contactEmail}.`,
        ],
      },
      {
        heading: '6. I tuoi diritti',
        paragraphs: [
          `Puoi chiedere l'accesso, la rettifica, la cancellazione, la limitazione e la portabilità dei tuoi dati, opporti al trattamento e revocare il consenso in qualsiasi momento scrivendo a ${contactEmail}. Hai anche il diritto di proporre reclamo al Garante per la protezione dei dati personali.`,
        ],
      },
      {
        heading: '7. Legge applicabile',
        paragraphs: [
          'Questa informativa è regolata dalla legge italiana e dal Regolamento (UE) 2016/679 (GDPR).',
        ],
      },
    ],
    english: ({ appName, contactEmail }: LegalParams): readonly LegalSection[] => [
      {
        heading: '1. Data controller',
        paragraphs: [
          `The controller of the personal data collected through ${appName} is the operator of the ${appName} service. For any privacy question you can write to ${contactEmail}.`,
        ],
      },
      {
        heading: '2. Data we process',
        paragraphs: [
          'Account data: email address or phone number, password (stored only in hashed form) and nickname.',
          'Health-related data: the allergens and intolerances you choose to save in your profile or to mention in reviews. These are special categories of data (Art. 9 GDPR): we process them only with your explicit consent and only to run the service.',
          'Content you publish: reviews, ratings, photos, votes and the venues you add.',
          'Location: only if you consent, we use it to sort venues by distance, to search for nearby venues and to centre the map. We do not keep it.',
          'Technical data: security logs and your cookie and consent choices, with the accepted policy version.',
        ],
      },
      {
        heading: '3. Purposes and legal bases',
        paragraphs: [
          'We process data to provide the service you asked for (performance of a contract), on the basis of your consent for allergens, location and non-essential cookies, to comply with legal obligations and, as a legitimate interest, to protect the service from abuse.',
        ],
      },
      {
        heading: '4. What other users see',
        paragraphs: [
          'Your reviews, with their photos and tagged allergens, are visible to other signed-in users under your nickname, never with your email or real name. We recommend choosing a nickname that does not identify you.',
        ],
      },
      {
        heading: '5. Recipients and retention',
        paragraphs: [
          'Data is processed by technical providers (hosting, email delivery, map and place search services) appointed as processors. We never sell your data.',
          `We keep data while your account is active. You can delete your reviews and allergens at any time; to close your account write to ${contactEmail}.`,
        ],
      },
      {
        heading: '6. Your rights',
        paragraphs: [
          `You can request access to, rectification, erasure, restriction and portability of your data, object to processing and withdraw consent at any time by writing to ${contactEmail}. You also have the right to lodge a complaint with the Italian Data Protection Authority (Garante per la protezione dei dati personali).`,
        ],
      },
      {
        heading: '7. Governing law',
        paragraphs: ['This notice is governed by Italian law and by Regulation (EU) 2016/679 (GDPR).'],
      },
    ],
  },

  cookiesPolicy: {
    title: 'Cookie Policy',
    italian: ({ appName, contactEmail }: LegalParams): readonly LegalSection[] => [
      {
        heading: '1. Cosa sono i cookie',
        paragraphs: [
          `I cookie e le tecnologie simili, come la memoria locale del browser, sono piccoli dati salvati sul tuo dispositivo. ${appName} li usa per funzionare e, solo se acconsenti, per misurare e migliorare il servizio.`,
        ],
      },
      {
        heading: '2. Cookie essenziali',
        paragraphs: [
          "Mantengono attiva la sessione di accesso, ricordano le tue scelte sui consensi e proteggono il servizio. Sono sempre attivi perché senza di essi l'app non funziona.",
        ],
      },
      {
        heading: '3. Cookie di analisi',
        paragraphs: [
          "Ci aiutano a capire, in forma aggregata, come viene usata l'app. Sono disattivati finché non li accetti.",
        ],
      },
      {
        heading: '4. Cookie di marketing',
        paragraphs: [
          'Servono a misurare e personalizzare le comunicazioni promozionali. Sono disattivati finché non li accetti.',
        ],
      },
      {
        heading: '5. Come gestire le preferenze',
        paragraphs: [
          'Dal banner puoi accettare tutti i cookie, rifiutare quelli non essenziali o scegliere categoria per categoria. Puoi cambiare idea in qualsiasi momento da questa pagina o dalle impostazioni del browser.',
        ],
      },
      {
        heading: '6. Contatti e legge applicabile',
        paragraphs: [
          `Per domande su questa policy scrivi a ${contactEmail}. La policy è regolata dalla legge italiana.`,
        ],
      },
    ],
    english: ({ appName, contactEmail }: LegalParams): readonly LegalSection[] => [
      {
        heading: '1. What cookies are',
        paragraphs: [
          `Cookies and similar technologies, such as the browser's local storage, are small pieces of data saved on your device. ${appName} uses them to work and, only if you consent, to measure and improve the service.`,
        ],
      },
      {
        heading: '2. Essential cookies',
        paragraphs: [
          'They keep you signed in, remember your consent choices and protect the service. They are always on because the app cannot work without them.',
        ],
      },
      {
        heading: '3. Analytics cookies',
        paragraphs: ['They help us understand, in aggregate, how the app is used. They stay off until you accept them.'],
      },
      {
        heading: '4. Marketing cookies',
        paragraphs: ['They measure and personalise promotional communications. They stay off until you accept them.'],
      },
      {
        heading: '5. Managing your preferences',
        paragraphs: [
          'From the banner you can accept all cookies, refuse the non-essential ones or choose category by category. You can change your mind at any time on this page or in your browser settings.',
        ],
      },
      {
        heading: '6. Contact and governing law',
        paragraphs: [
          `For questions about this policy write to ${contactEmail}. This policy is governed by Italian law.`,
        ],
      },
    ],
  },

  terms: {
    title: 'Termini e Condizioni / Terms and Conditions',
    italian: ({ appName, contactEmail }: LegalParams): readonly LegalSection[] => [
      {
        heading: '1. Il servizio',
        paragraphs: [
          `${appName} è una community gratuita in cui le persone con allergie e intolleranze alimentari condividono recensioni sui locali. Registrandoti accetti questi termini.`,
        ],
      },
      {
        heading: "2. L'account",
        paragraphs: [
          "Per consultare l'elenco dei locali, la mappa e la ricerca, scrivere recensioni e votare devi essere registrato. Sei responsabile della riservatezza delle tue credenziali e di ciò che pubblichi con il tuo account.",
        ],
      },
      {
        heading: '3. I contenuti degli utenti',
        paragraphs: [
          'Le recensioni devono raccontare esperienze reali e personali, con rispetto per le persone e per i locali. Non sono ammessi contenuti offensivi, diffamatori, pubblicitari o che violino diritti altrui.',
          `Pubblicando recensioni e foto concedi a ${appName} una licenza gratuita e non esclusiva per mostrarle all'interno del servizio, finché non le elimini.`,
        ],
      },
      {
        heading: '4. Nessuna garanzia sulla sicurezza alimentare',
        paragraphs: [
          `Le informazioni sono fornite dagli utenti e ${appName} non può verificarle. Non sostituiscono il parere di un medico né le indicazioni del personale del locale: comunica sempre le tue allergie prima di ordinare.`,
        ],
      },
      {
        heading: '5. Limitazione di responsabilità',
        paragraphs: [
          `Nei limiti consentiti dalla legge, ${appName} non è responsabile dell'accuratezza delle recensioni e dei dati dei locali né dei danni derivanti dal loro uso.`,
        ],
      },
      {
        heading: '6. Sospensione e modifiche',
        paragraphs: [
          'Possiamo rimuovere contenuti o sospendere account che violano questi termini. Possiamo aggiornare i termini: in caso di modifiche rilevanti ti chiederemo di accettarli di nuovo.',
        ],
      },
      {
        heading: '7. Legge applicabile e contatti',
        paragraphs: [
          `Questi termini sono regolati dalla legge italiana. Restano salvi i diritti che il Codice del Consumo riconosce ai consumatori, compreso il foro del luogo di residenza. Per domande scrivi a ${contactEmail}.`,
        ],
      },
    ],
    english: ({ appName, contactEmail }: LegalParams): readonly LegalSection[] => [
      {
        heading: '1. The service',
        paragraphs: [
          `${appName} is a free community where people with food allergies and intolerances share reviews of restaurants. By signing up you accept these terms.`,
        ],
      },
      {
        heading: '2. Your account',
        paragraphs: [
          'You must be signed in to browse the restaurant list, the map and the search, to write reviews and to vote. You are responsible for keeping your credentials confidential and for what you publish with your account.',
        ],
      },
      {
        heading: '3. User content',
        paragraphs: [
          'Reviews must describe real, first-hand experiences, respectfully towards people and venues. Offensive, defamatory or promotional content, or content that infringes the rights of others, is not allowed.',
          `By publishing reviews and photos you grant ${appName} a free, non-exclusive licence to show them within the service until you delete them.`,
        ],
      },
      {
        heading: '4. No guarantee of food safety',
        paragraphs: [
          `Information is provided by users and ${appName} cannot verify it. It does not replace medical advice or the guidance of the venue's staff: always tell the staff about your allergies before ordering.`,
        ],
      },
      {
        heading: '5. Limitation of liability',
        paragraphs: [
          `To the extent permitted by law, ${appName} is not responsible for the accuracy of reviews and venue data, nor for any damage arising from their use.`,
        ],
      },
      {
        heading: '6. Suspension and changes',
        paragraphs: [
          'We may remove content or suspend accounts that breach these terms. We may update the terms: after significant changes we will ask you to accept them again.',
        ],
      },
      {
        heading: '7. Governing law and contact',
        paragraphs: [
          `These terms are governed by Italian law, without prejudice to the rights the Italian Consumer Code grants to consumers, including the court of their place of residence. For questions write to ${contactEmail}.`,
        ],
      },
    ],
  },

  intellectualProperty: {
    title: 'Proprietà Intellettuale / Intellectual Property',
    italian: ({ appName, contactEmail }: LegalParams): readonly LegalSection[] => [
      {
        heading: '1. Marchio',
        paragraphs: [
          `Il nome ${appName}, il logo e l'aspetto grafico dell'app sono segni distintivi di proprietà del titolare del servizio e non possono essere usati senza autorizzazione scritta.`,
        ],
      },
      {
        heading: "2. L'idea",
        paragraphs: [
          `L'idea di ${appName} e la sua realizzazione appartengono al titolare del servizio, compresa l'idea di cercare i locali per allergene e i badge di sicurezza a tre colori (verde, giallo, arancione) calcolati dalle valutazioni delle recensioni.`,
        ],
      },
      {
        heading: '3. Contenuti degli utenti',
        paragraphs: [
          "Le recensioni e le foto restano di chi le pubblica, che concede la licenza d'uso descritta nei Termini e Condizioni.",
        ],
      },
      {
        heading: '4. Segnalazioni e legge applicabile',
        paragraphs: [
          `Se ritieni che un contenuto violi i tuoi diritti, scrivi a ${contactEmail}. Questa pagina è regolata dalla legge italiana, in particolare dalla legge sul diritto d'autore (L. 633/1941) e dal Codice della proprietà industriale (D.Lgs. 30/2005).`,
        ],
      },
    ],
    english: ({ appName, contactEmail }: LegalParams): readonly LegalSection[] => [
      {
        heading: '1. Trademark',
        paragraphs: [
          `The name ${appName}, its logo and the look of the app are distinctive signs owned by the operator of the service and may not be used without written permission.`,
        ],
      },
      {
        heading: '2. The idea',
        paragraphs: [
          `The idea of ${appName} and its implementation belong to the operator of the service, including the idea of searching venues by allergen and the three-colour safety badges (green, yellow, orange) derived from review ratings.`,
        ],
      },
      {
        heading: '3. User content',
        paragraphs: [
          'Reviews and photos remain the property of whoever publishes them, who grants the licence described in the Terms and Conditions.',
        ],
      },
      {
        heading: '4. Reports and governing law',
        paragraphs: [
          `If you believe some content infringes your rights, write to ${contactEmail}. This page is governed by Italian law, in particular the copyright law (Law 633/1941) and the Industrial Property Code (Legislative Decree 30/2005).`,
        ],
      },
    ],
  },
} as const;
