// The Intellectual Property notice (/intellectual-property): its own module, so only its page downloads it.
import type { LegalDocument } from './legal';
import { localise } from '../active';

export const intellectualPropertyDocument: LegalDocument = {
  title: 'Proprietà Intellettuale / Intellectual Property',
  italian: ({ appName, contactEmail }) => [
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
  english: ({ appName, contactEmail }) => [
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
};

localise(intellectualPropertyDocument, 'intellectualPropertyDocument');
