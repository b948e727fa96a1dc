// Fictional venues in real Italian cities, and fictional people. Names and
// streets are invented or generic; coordinates sit inside each city's centre.
import type { AllergenIndication, ReviewRating } from '../../../domain/labels';

export const DEMO_PASSWORD = 'allerguida-demo';

export type DemoUser = { key: string; email: string; nickname: string; allergens: string[] };

export const DEMO_USERS: DemoUser[] = [
  { key: 'giulia', email: 'giulia@demo.allerguida.it', nickname: 'GiuliaSenzaGlutine', allergens: ['Gluten'] },
  { key: 'marco', email: 'marco@demo.allerguida.it', nickname: 'MarcoNoArachidi', allergens: ['Peanuts', 'Tree nuts'] },
  { key: 'sara', email: 'sara@demo.allerguida.it', nickname: 'SaraLattosio', allergens: ['Lactose'] },
  { key: 'luca', email: 'luca@demo.allerguida.it', nickname: 'LucaCrostacei', allergens: ['Crustaceans', 'Fish'] },
  { key: 'elena', email: 'elena@demo.allerguida.it', nickname: 'ElenaUova', allergens: ['Eggs', 'Gluten'] },
  { key: 'paolo', email: 'paolo@demo.allerguida.it', nickname: 'PaoloSesamo', allergens: ['Sesame seeds', 'Soy'] },
];

export type DemoRestaurant = {
  key: string;
  name: string;
  address: string;
  city: string;
  cuisine: string;
  phone: string | null;
  website: string | null;
  description: string;
  latitude: number;
  longitude: number;
  createdBy: string;
};

export const DEMO_RESTAURANTS: DemoRestaurant[] = [
  { key: 'spiga-milano', name: 'La Spiga Libera', address: 'Via Vigevano 18', city: 'Milano', cuisine: 'italian', phone: '+39 02 5810 1122', website: null, description: 'Cucina milanese con un menu interamente senza glutine e laboratorio separato.', latitude: 45.4535, longitude: 9.1704, createdBy: 'giulia' },
  { key: 'risotteria-milano', name: 'Risotteria del Naviglio', address: 'Alzaia Naviglio Pavese 6', city: 'Milano', cuisine: 'italian', phone: '+39 02 8942 3300', website: null, description: 'Risotti della tradizione; il personale conosce bene gli allergeni.', latitude: 45.4502, longitude: 9.1765, createdBy: 'sara' },
  { key: 'sakura-milano', name: 'Sakura Brera', address: 'Via Solferino 24', city: 'Milano', cuisine: 'sushi', phone: '+39 02 6347 1180', website: null, description: 'Sushi e cucina giapponese; salsa di soia senza glutine su richiesta.', latitude: 45.4769, longitude: 9.1867, createdBy: 'luca' },
  { key: 'orto-milano', name: 'Orto Verde Isola', address: 'Via Borsieri 9', city: 'Milano', cuisine: 'vegan', phone: null, website: null, description: 'Cucina vegetale di stagione, senza latticini e senza uova.', latitude: 45.4891, longitude: 9.1893, createdBy: 'elena' },
  { key: 'trattoria-roma', name: 'Trattoria Er Cortile', address: 'Via della Lungaretta 41', city: 'Roma', cuisine: 'italian', phone: '+39 06 5833 2211', website: null, description: 'Cucina romana in Trastevere, pasta senza glutine cotta in acqua separata.', latitude: 41.8893, longitude: 12.4713, createdBy: 'marco' },
  { key: 'pesce-roma', name: 'Il Pescatore di Testaccio', address: 'Via Marmorata 77', city: 'Roma', cuisine: 'pesce', phone: '+39 06 5741 9080', website: null, description: 'Pesce fresco ogni giorno; cucina aperta e tracciabilità degli ingredienti.', latitude: 41.8788, longitude: 12.4768, createdBy: 'luca' },
  { key: 'pizza-roma', name: 'Pizzeria Forno Antico', address: 'Via Appia Nuova 210', city: 'Roma', cuisine: 'pizza', phone: '+39 06 7030 4412', website: null, description: 'Pizza romana; impasto senza glutine preparato in un forno dedicato.', latitude: 41.8766, longitude: 12.5178, createdBy: 'giulia' },
  { key: 'osteria-torino', name: 'Osteria del Quadrilatero', address: 'Via Sant\'Agostino 12', city: 'Torino', cuisine: 'italian', phone: '+39 011 436 2290', website: null, description: 'Piatti piemontesi; schede allergeni per ogni piatto del menu.', latitude: 45.0753, longitude: 7.6809, createdBy: 'sara' },
  { key: 'burger-torino', name: 'Mole Burger', address: 'Via Po 33', city: 'Torino', cuisine: 'hamburger', phone: '+39 011 812 7745', website: null, description: 'Hamburger con pane senza glutine e senza sesamo su richiesta.', latitude: 45.0680, longitude: 7.6936, createdBy: 'paolo' },
  { key: 'bistecca-firenze', name: 'Braceria San Frediano', address: 'Borgo San Frediano 55', city: 'Firenze', cuisine: 'carne', phone: '+39 055 228 1104', website: null, description: 'Carne alla brace; contorni semplici e ingredienti dichiarati.', latitude: 43.7709, longitude: 11.2420, createdBy: 'marco' },
  { key: 'gelato-firenze', name: 'Caffè Oltrarno', address: 'Piazza Santo Spirito 4', city: 'Firenze', cuisine: 'aperitivo', phone: null, website: null, description: 'Aperitivi e taglieri; frutta a guscio presente in molte preparazioni.', latitude: 43.7672, longitude: 11.2474, createdBy: 'elena' },
  { key: 'pizza-napoli', name: 'Pizzeria Spaccanapoli', address: 'Via dei Tribunali 120', city: 'Napoli', cuisine: 'pizza', phone: '+39 081 446 3370', website: null, description: 'Pizza napoletana; farine dichiarate, nessuna opzione senza glutine.', latitude: 40.8510, longitude: 14.2580, createdBy: 'luca' },
  { key: 'mare-napoli', name: 'Osteria Mergellina', address: 'Via Mergellina 9', city: 'Napoli', cuisine: 'pesce', phone: '+39 081 761 2298', website: null, description: 'Cucina di mare con vista sul porto.', latitude: 40.8296, longitude: 14.2210, createdBy: 'sara' },
  { key: 'tortellini-bologna', name: 'Sfoglia Rossa', address: 'Via del Pratello 30', city: 'Bologna', cuisine: 'pasta', phone: '+39 051 644 1020', website: null, description: 'Pasta fresca tirata a mano; sfoglia senza uova disponibile il venerdì.', latitude: 44.4948, longitude: 11.3330, createdBy: 'elena' },
  { key: 'veg-bologna', name: 'Radici Bologna', address: 'Via Mascarella 14', city: 'Bologna', cuisine: 'vegetarian', phone: null, website: null, description: 'Cucina vegetariana; sesamo e soia indicati in ogni piatto.', latitude: 44.4985, longitude: 11.3497, createdBy: 'paolo' },
  { key: 'cicchetti-venezia', name: 'Bacaro della Misericordia', address: 'Fondamenta della Misericordia 8', city: 'Venezia', cuisine: 'aperitivo', phone: '+39 041 524 7711', website: null, description: 'Cicchetti veneziani; molti a base di pesce e crostacei.', latitude: 45.4440, longitude: 12.3320, createdBy: 'luca' },
  { key: 'focaccia-genova', name: 'Focacceria del Porto', address: 'Via di Sottoripa 5', city: 'Genova', cuisine: 'panini', phone: '+39 010 246 3380', website: null, description: 'Focaccia e farinata; la farinata è naturalmente senza glutine.', latitude: 44.4095, longitude: 8.9305, createdBy: 'giulia' },
  { key: 'arancine-palermo', name: 'Antica Friggitoria Ballarò', address: 'Via Maqueda 210', city: 'Palermo', cuisine: 'locale', phone: '+39 091 611 4455', website: null, description: 'Cibo di strada palermitano; fritture in olio condiviso.', latitude: 38.1130, longitude: 13.3610, createdBy: 'marco' },
  { key: 'orecchiette-bari', name: 'Trattoria Bari Vecchia', address: 'Strada Palazzo dell\'Intendenza 3', city: 'Bari', cuisine: 'italian', phone: '+39 080 521 9034', website: null, description: 'Orecchiette e cucina pugliese; attenzione alle allergie su richiesta.', latitude: 41.1290, longitude: 16.8690, createdBy: 'sara' },
  { key: 'thai-milano', name: 'Bangkok Street Milano', address: 'Corso Buenos Aires 60', city: 'Milano', cuisine: 'thai', phone: '+39 02 2951 8870', website: null, description: 'Cucina thailandese; arachidi usate in molte salse.', latitude: 45.4805, longitude: 9.2110, createdBy: 'marco' },
];

export type DemoReview = {
  restaurant: string;
  user: string;
  rating: ReviewRating;
  cleanliness: number;
  attention: number;
  flexibility: number;
  indication: AllergenIndication;
  allergens: string[];
  comment: string;
  daysAgo: number;
};

export const DEMO_REVIEWS: DemoReview[] = [
  { restaurant: 'spiga-milano', user: 'giulia', rating: 'excellent', cleanliness: 5, attention: 5, flexibility: 5, indication: 'yes', allergens: ['Gluten'], comment: 'Finalmente un posto dove non devo chiedere niente: tutto è senza glutine e lo dicono chiaramente.', daysAgo: 3 },
  { restaurant: 'spiga-milano', user: 'elena', rating: 'good', cleanliness: 5, attention: 4, flexibility: 4, indication: 'yes', allergens: ['Eggs', 'Gluten'], comment: 'Ottimo per il glutine, per le uova bisogna chiedere ma sono stati molto attenti.', daysAgo: 20 },
  { restaurant: 'risotteria-milano', user: 'sara', rating: 'good', cleanliness: 4, attention: 5, flexibility: 4, indication: 'on_request', allergens: ['Lactose'], comment: 'Risotto mantecato con olio al posto del burro senza problemi.', daysAgo: 11 },
  { restaurant: 'sakura-milano', user: 'luca', rating: 'poor', cleanliness: 3, attention: 2, flexibility: 1, indication: 'no', allergens: ['Crustaceans', 'Fish'], comment: 'Impossibile evitare la contaminazione con i crostacei, sconsigliato.', daysAgo: 6 },
  { restaurant: 'sakura-milano', user: 'paolo', rating: 'average', cleanliness: 4, attention: 3, flexibility: 3, indication: 'on_request', allergens: ['Soy', 'Sesame seeds'], comment: 'Sesamo ovunque, ma hanno preparato un piatto a parte.', daysAgo: 40 },
  { restaurant: 'orto-milano', user: 'elena', rating: 'excellent', cleanliness: 5, attention: 5, flexibility: 5, indication: 'yes', allergens: ['Eggs'], comment: 'Niente uova in cucina, menu con allergeni ben segnalati.', daysAgo: 2 },
  { restaurant: 'orto-milano', user: 'sara', rating: 'excellent', cleanliness: 5, attention: 4, flexibility: 5, indication: 'yes', allergens: ['Lactose'], comment: 'Tutto senza latticini, dolci compresi.', daysAgo: 15 },
  { restaurant: 'trattoria-roma', user: 'giulia', rating: 'good', cleanliness: 4, attention: 5, flexibility: 4, indication: 'yes', allergens: ['Gluten'], comment: 'Carbonara senza glutine buonissima, acqua di cottura separata.', daysAgo: 9 },
  { restaurant: 'trattoria-roma', user: 'marco', rating: 'good', cleanliness: 4, attention: 4, flexibility: 4, indication: 'on_request', allergens: ['Peanuts'], comment: 'Hanno verificato con la cucina ogni ingrediente.', daysAgo: 30 },
  { restaurant: 'pesce-roma', user: 'luca', rating: 'average', cleanliness: 4, attention: 3, flexibility: 2, indication: 'on_request', allergens: ['Crustaceans'], comment: 'Buono, ma i crostacei si preparano sulla stessa piastra.', daysAgo: 12 },
  { restaurant: 'pizza-roma', user: 'giulia', rating: 'excellent', cleanliness: 5, attention: 5, flexibility: 4, indication: 'yes', allergens: ['Gluten'], comment: 'Forno dedicato al senza glutine: mai avuto problemi.', daysAgo: 1 },
  { restaurant: 'osteria-torino', user: 'sara', rating: 'good', cleanliness: 5, attention: 4, flexibility: 3, indication: 'yes', allergens: ['Lactose'], comment: 'Schede allergeni chiare per ogni piatto.', daysAgo: 18 },
  { restaurant: 'burger-torino', user: 'paolo', rating: 'good', cleanliness: 4, attention: 4, flexibility: 5, indication: 'yes', allergens: ['Sesame seeds'], comment: 'Pane senza sesamo su richiesta, servizio attento.', daysAgo: 8 },
  { restaurant: 'burger-torino', user: 'giulia', rating: 'average', cleanliness: 3, attention: 3, flexibility: 3, indication: 'on_request', allergens: ['Gluten'], comment: 'Pane senza glutine buono, ma la friggitrice è condivisa.', daysAgo: 25 },
  { restaurant: 'bistecca-firenze', user: 'marco', rating: 'excellent', cleanliness: 5, attention: 5, flexibility: 4, indication: 'yes', allergens: ['Peanuts', 'Tree nuts'], comment: 'Nessuna frutta a guscio in cucina, personale preparato.', daysAgo: 4 },
  { restaurant: 'gelato-firenze', user: 'elena', rating: 'poor', cleanliness: 3, attention: 2, flexibility: 2, indication: 'no', allergens: ['Tree nuts'], comment: 'Frutta a guscio ovunque e nessuna indicazione nel menu.', daysAgo: 14 },
  { restaurant: 'pizza-napoli', user: 'luca', rating: 'good', cleanliness: 4, attention: 4, flexibility: 3, indication: 'yes', allergens: ['Fish'], comment: 'Ingredienti dichiarati, alici solo su richiesta.', daysAgo: 22 },
  { restaurant: 'pizza-napoli', user: 'giulia', rating: 'poor', cleanliness: 4, attention: 2, flexibility: 1, indication: 'no', allergens: ['Gluten'], comment: 'Nessuna alternativa senza glutine: da evitare per i celiaci.', daysAgo: 35 },
  { restaurant: 'mare-napoli', user: 'sara', rating: 'good', cleanliness: 4, attention: 4, flexibility: 4, indication: 'on_request', allergens: ['Lactose'], comment: 'Disponibili a preparare i primi senza burro.', daysAgo: 16 },
  { restaurant: 'tortellini-bologna', user: 'elena', rating: 'average', cleanliness: 4, attention: 3, flexibility: 3, indication: 'on_request', allergens: ['Eggs'], comment: 'Sfoglia senza uova solo il venerdì, bisogna prenotare.', daysAgo: 10 },
  { restaurant: 'veg-bologna', user: 'paolo', rating: 'excellent', cleanliness: 5, attention: 5, flexibility: 5, indication: 'yes', allergens: ['Sesame seeds', 'Soy'], comment: 'Ogni piatto riporta sesamo e soia, attentissimi.', daysAgo: 5 },
  { restaurant: 'cicchetti-venezia', user: 'luca', rating: 'poor', cleanliness: 3, attention: 3, flexibility: 1, indication: 'no', allergens: ['Crustaceans', 'Fish'], comment: 'Quasi tutto a base di pesce, difficile mangiare sicuri.', daysAgo: 27 },
  { restaurant: 'focaccia-genova', user: 'giulia', rating: 'good', cleanliness: 4, attention: 4, flexibility: 3, indication: 'yes', allergens: ['Gluten'], comment: 'La farinata è sicura, la focaccia ovviamente no: lo spiegano bene.', daysAgo: 13 },
  { restaurant: 'arancine-palermo', user: 'marco', rating: 'average', cleanliness: 3, attention: 3, flexibility: 2, indication: 'on_request', allergens: ['Peanuts'], comment: 'Olio di frittura condiviso, chiedete sempre.', daysAgo: 19 },
  { restaurant: 'orecchiette-bari', user: 'sara', rating: 'good', cleanliness: 4, attention: 5, flexibility: 4, indication: 'on_request', allergens: ['Lactose'], comment: 'Cime di rapa senza formaggio senza problemi.', daysAgo: 7 },
  { restaurant: 'thai-milano', user: 'marco', rating: 'poor', cleanliness: 3, attention: 2, flexibility: 1, indication: 'no', allergens: ['Peanuts'], comment: 'Arachidi in quasi tutte le salse e nessuna garanzia.', daysAgo: 24 },
  { restaurant: 'thai-milano', user: 'paolo', rating: 'average', cleanliness: 4, attention: 3, flexibility: 3, indication: 'on_request', allergens: ['Soy'], comment: 'Qualche piatto senza soia, ma bisogna insistere.', daysAgo: 31 },
];
