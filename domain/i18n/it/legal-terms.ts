// The Terms and Conditions (/terms-and-conditions): its own module, so only its page downloads it.
import type { LegalDocument } from './legal';
import { localise } from '../active';

export const termsDocument: LegalDocument = {
  title: 'Termini e Condizioni / Terms and Conditions',
  italian: ({ appName, contactEmail }) => [
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
  english: ({ appName, contactEmail }) => [
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
};

localise(termsDocument, 'termsDocument');
