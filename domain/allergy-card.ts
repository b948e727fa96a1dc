// The allergy card ('La mia carta allergie'): what the user shows restaurant
// staff, in Italian and one other language (docs/product.md#allergy-card).
// Written for a kitchen: each allergen with its Annex II number, the
// official EU name in that language, how sensitive the user is, and where it
// hides; a line on traces; what to do in a severe reaction. The wording is
// grammatically neutral ('Non posso mangiare:', not 'Sono allergico a:').
import { ALLERGEN_CATALOGUE, allergenDisplayName, type AllergenName } from './allergens';
import { speciesOfGroup, type AllergenSpecies } from './allergen-species';
import { annexIINumberOf, type AnnexIINumber } from './annex-ii';
import { allergensMessages } from './i18n/it/allergens';
import type { SensitivityLevel } from './sensitivity';

/** The card's second languages, in the picker's order. */
export const CARD_LANGUAGES = ['en', 'fr', 'de', 'es', 'pt', 'nl', 'pl', 'ja', 'zh'] as const;
export type CardLanguage = (typeof CARD_LANGUAGES)[number];
/** Italian is always the card's first block. */
export type CardTextLanguage = 'it' | CardLanguage;
export const DEFAULT_CARD_LANGUAGE: CardLanguage = 'en';

export const isCardLanguage = (value: unknown): value is CardLanguage => (CARD_LANGUAGES as readonly unknown[]).includes(value);

/** The Annex II groups, whose hidden sources the card lists (Lactose shares Milk's). */
type AnnexAllergen = 'Gluten' | 'Crustaceans' | 'Eggs' | 'Fish' | 'Peanuts' | 'Soy' | 'Milk' | 'Tree nuts' | 'Celery' | 'Mustard' | 'Sesame seeds' | 'Sulphites' | 'Lupin' | 'Molluscs';

export type CardText = {
  /** The language's own name (shown in the picker). */
  readonly languageName: string;
  /** The language's name in Italian, for the picker. */
  readonly italianLanguageName: string;
  /** The BCP 47 tag of the block (`lang`). */
  readonly lang: string;
  readonly cannotEat: string;
  readonly levels: Readonly<Record<SensitivityLevel, string>>;
  readonly hiddenIn: string;
  readonly traces: string;
  /** Shown when one of the allergens is a severe allergy; names the local emergency number. */
  readonly emergency: string;
  /** Annex II's own names for its 14 groups; the catalogue's usual names for the others. */
  readonly allergens: Readonly<Record<AllergenName, string>>;
  readonly hiddenSources: Readonly<Record<AnnexAllergen, string>>;
  /** Annex II's names of the tree nuts (item 8) and gluten cereals (item 1) a user can narrow a group to. */
  readonly species: Readonly<Record<AllergenSpecies, string>>;
  /** Between a group and its chosen species ('Frutta a guscio: anacardi'), and between two species. */
  readonly namely: string;
  readonly listSeparator: string;
};

export const CARD_TEXTS: Readonly<Record<CardTextLanguage, CardText>> = {
  it: {
    languageName: 'Italiano',
    italianLanguageName: 'Italiano',
    lang: 'it',
    cannotEat: 'Non posso mangiare:',
    levels: { intolerance: 'intolleranza', allergy: 'allergia', coeliac: 'celiachia', severe_allergy: 'allergia grave (anafilassi)' },
    hiddenIn: 'Si trova anche in:',
    traces:
      'Anche le tracce contano: usate utensili, superfici e olio puliti (niente friggitrice in comune) e attenzione alla farina nell’aria.',
    emergency:
      'Se ho una reazione grave (respiro difficile, gonfiore, svenimento): chiamate subito il 112 e aiutatemi a usare il mio autoiniettore di adrenalina.',
    // The catalogue's names, but Annex II's where the Annex words them otherwise.
    allergens: {
      ...allergensMessages.names,
      Eggs: 'Uova',
      Gluten: 'Cereali contenenti glutine',
      'Sesame seeds': 'Semi di sesamo',
      Sulphites: 'Anidride solforosa e solfiti',
      'Tree nuts': 'Frutta a guscio',
    },
    hiddenSources: {
      Gluten: 'pangrattato, farina per infarinare o addensare, dadi e salse pronte, salsa di soia, birra',
      Crustaceans: 'fumetti e brodi di pesce, sughi di mare, surimi, pasta di gamberi',
      Eggs: 'pasta fresca all’uovo, pastelle e impanature, maionese e salse, dolci, spennellature su pane e pasticceria',
      Fish: 'acciughe e colatura nei sughi, salsa Worcester, fumetti di pesce, salsa tonnata, salsa di pesce',
      Peanuts: 'olio di arachidi per friggere, salse satay e asiatiche, dolci, granelle',
      Soy: 'salsa di soia, lecitina di soia (E322), tofu, oli vegetali e sostituti della carne',
      Milk: 'burro, panna, formaggio grattugiato, siero di latte, caseina, impasti di pane e pizza, purè',
      'Tree nuts': 'pesto, pasta di mandorle, dolci e gelati, granelle, oli di frutta a guscio, mortadella al pistacchio',
      Celery: 'soffritto, brodi e dadi, sughi, sale al sedano',
      Mustard: 'salse e condimenti, maionese, marinature',
      'Sesame seeds': 'pane e grissini, tahina e hummus, olio di sesamo, panature',
      Sulphites: 'vino e aceto, frutta secca, crostacei conservati, salumi, funghi secchi',
      Lupin: 'farina di lupino in pane, pasta e prodotti senza glutine',
      Molluscs: 'brodi e sughi di mare, salsa d’ostrica, frutti di mare misti',
    },
    species: {
      almond: 'mandorle',
      hazelnut: 'nocciole',
      walnut: 'noci',
      cashew: 'anacardi (noci di acagiù)',
      pecan: 'noci di pecan',
      brazil_nut: 'noci del Brasile',
      pistachio: 'pistacchi',
      macadamia: 'noci macadamia',
      wheat: 'grano (frumento)',
      rye: 'segale',
      barley: 'orzo',
      oats: 'avena',
      spelt: 'farro',
      kamut: 'kamut (grano khorasan)',
    },
    namely: ': ',
    listSeparator: ', ',
  },
  en: {
    languageName: 'English',
    italianLanguageName: 'Inglese',
    lang: 'en',
    cannotEat: 'I cannot eat:',
    levels: { intolerance: 'intolerance', allergy: 'allergy', coeliac: 'coeliac disease', severe_allergy: 'severe allergy (anaphylaxis)' },
    hiddenIn: 'Also found in:',
    traces: 'Even traces matter: please use clean utensils, surfaces and oil (no shared fryer) and beware of flour in the air.',
    emergency:
      'If I have a severe reaction (difficulty breathing, swelling, fainting): call 112 at once and help me use my adrenaline auto-injector.',
    allergens: {
      Celery: 'Celery',
      Crustaceans: 'Crustaceans',
      Cucumber: 'Cucumber',
      Eggs: 'Eggs',
      'Fava bean': 'Fava beans',
      Fish: 'Fish',
      Garlic: 'Garlic',
      Gluten: 'Cereals containing gluten',
      Lactose: 'Lactose',
      Lupin: 'Lupin',
      Milk: 'Milk',
      Molluscs: 'Molluscs',
      Mushrooms: 'Mushrooms',
      Mustard: 'Mustard',
      Nickel: 'Nickel',
      Peanuts: 'Peanuts',
      Rice: 'Rice',
      'Sesame seeds': 'Sesame seeds',
      Soy: 'Soybeans',
      Sulphites: 'Sulphur dioxide and sulphites',
      'Tree nuts': 'Nuts (tree nuts)',
    },
    hiddenSources: {
      Gluten: 'breadcrumbs, flour for dusting or thickening, stock cubes and ready-made sauces, soy sauce, beer',
      Crustaceans: 'fish stock, seafood sauces, surimi, shrimp paste',
      Eggs: 'fresh egg pasta, batter and breadcrumb coatings, mayonnaise and sauces, desserts, egg wash on bread and pastry',
      Fish: 'anchovies in sauces, Worcestershire sauce, fish stock, tuna sauce, fish sauce',
      Peanuts: 'peanut oil for frying, satay and Asian sauces, desserts, nut toppings',
      Soy: 'soy sauce, soy lecithin (E322), tofu, vegetable oils and meat substitutes',
      Milk: 'butter, cream, grated cheese, whey, casein, bread and pizza dough, mashed potatoes',
      'Tree nuts': 'pesto, almond paste, desserts and ice cream, nut toppings, nut oils, mortadella with pistachio',
      Celery: 'soffritto (cooking base), stock and stock cubes, sauces, celery salt',
      Mustard: 'sauces and dressings, mayonnaise, marinades',
      'Sesame seeds': 'bread and breadsticks, tahini and hummus, sesame oil, coatings',
      Sulphites: 'wine and vinegar, dried fruit, preserved crustaceans, cured meats, dried mushrooms',
      Lupin: 'lupin flour in bread, pasta and gluten-free products',
      Molluscs: 'seafood stock and sauces, oyster sauce, mixed seafood',
    },
    species: {
      almond: 'almonds',
      hazelnut: 'hazelnuts',
      walnut: 'walnuts',
      cashew: 'cashews',
      pecan: 'pecan nuts',
      brazil_nut: 'Brazil nuts',
      pistachio: 'pistachio nuts',
      macadamia: 'macadamia nuts',
      wheat: 'wheat',
      rye: 'rye',
      barley: 'barley',
      oats: 'oats',
      spelt: 'spelt',
      kamut: 'Kamut (khorasan wheat)',
    },
    namely: ': ',
    listSeparator: ', ',
  },
  fr: {
    languageName: 'Français',
    italianLanguageName: 'Francese',
    lang: 'fr',
    cannotEat: 'Je ne peux pas manger :',
    levels: { intolerance: 'intolérance', allergy: 'allergie', coeliac: 'maladie cœliaque', severe_allergy: 'allergie grave (anaphylaxie)' },
    hiddenIn: 'Présent aussi dans :',
    traces:
      'Même les traces comptent : merci d’utiliser des ustensiles, des surfaces et une huile propres (pas de friteuse partagée) et attention à la farine dans l’air.',
    emergency:
      'En cas de réaction grave (difficulté à respirer, gonflement, malaise) : appelez tout de suite le 112 et aidez-moi à utiliser mon stylo d’adrénaline.',
    allergens: {
      Celery: 'Céleri',
      Crustaceans: 'Crustacés',
      Cucumber: 'Concombre',
      Eggs: 'Œufs',
      'Fava bean': 'Fèves',
      Fish: 'Poissons',
      Garlic: 'Ail',
      Gluten: 'Céréales contenant du gluten',
      Lactose: 'Lactose',
      Lupin: 'Lupin',
      Milk: 'Lait',
      Molluscs: 'Mollusques',
      Mushrooms: 'Champignons',
      Mustard: 'Moutarde',
      Nickel: 'Nickel',
      Peanuts: 'Arachides',
      Rice: 'Riz',
      'Sesame seeds': 'Graines de sésame',
      Soy: 'Soja',
      Sulphites: 'Anhydride sulfureux et sulfites',
      'Tree nuts': 'Fruits à coque',
    },
    hiddenSources: {
      Gluten: 'chapelure, farine pour fariner ou épaissir, bouillons et sauces toutes prêtes, sauce soja, bière',
      Crustaceans: 'fumets et bouillons de poisson, sauces aux fruits de mer, surimi, pâte de crevettes',
      Eggs: 'pâtes fraîches aux œufs, pâtes à frire et panures, mayonnaise et sauces, desserts, dorure du pain et des pâtisseries',
      Fish: 'anchois dans les sauces, sauce Worcestershire, fumets de poisson, sauce au thon, sauce de poisson',
      Peanuts: 'huile d’arachide pour la friture, sauces satay et asiatiques, desserts, éclats de fruits secs',
      Soy: 'sauce soja, lécithine de soja (E322), tofu, huiles végétales et substituts de viande',
      Milk: 'beurre, crème, fromage râpé, lactosérum, caséine, pâte à pain et à pizza, purée',
      'Tree nuts': 'pesto, pâte d’amande, desserts et glaces, éclats de fruits à coque, huiles de noix, mortadelle aux pistaches',
      Celery: 'soffritto (base de cuisson), bouillons et cubes, sauces, sel de céleri',
      Mustard: 'sauces et vinaigrettes, mayonnaise, marinades',
      'Sesame seeds': 'pain et gressins, tahini et houmous, huile de sésame, panures',
      Sulphites: 'vin et vinaigre, fruits secs, crustacés conservés, charcuterie, champignons séchés',
      Lupin: 'farine de lupin dans le pain, les pâtes et les produits sans gluten',
      Molluscs: 'bouillons et sauces aux fruits de mer, sauce d’huître, fruits de mer mélangés',
    },
    species: {
      almond: 'amandes',
      hazelnut: 'noisettes',
      walnut: 'noix',
      cashew: 'noix de cajou',
      pecan: 'noix de pécan',
      brazil_nut: 'noix du Brésil',
      pistachio: 'pistaches',
      macadamia: 'noix de macadamia',
      wheat: 'blé',
      rye: 'seigle',
      barley: 'orge',
      oats: 'avoine',
      spelt: 'épeautre',
      kamut: 'kamut (blé de Khorasan)',
    },
    namely: ' : ',
    listSeparator: ', ',
  },
  de: {
    languageName: 'Deutsch',
    italianLanguageName: 'Tedesco',
    lang: 'de',
    cannotEat: 'Ich darf nicht essen:',
    levels: { intolerance: 'Unverträglichkeit', allergy: 'Allergie', coeliac: 'Zöliakie', severe_allergy: 'schwere Allergie (Anaphylaxie)' },
    hiddenIn: 'Auch enthalten in:',
    traces:
      'Auch Spuren zählen: bitte saubere Utensilien, Flächen und sauberes Öl verwenden (keine gemeinsame Fritteuse) und auf Mehl in der Luft achten.',
    emergency:
      'Bei einer schweren Reaktion (Atemnot, Schwellung, Ohnmacht): sofort 112 anrufen und mir helfen, meinen Adrenalin-Autoinjektor zu benutzen.',
    allergens: {
      Celery: 'Sellerie',
      Crustaceans: 'Krebstiere',
      Cucumber: 'Gurke',
      Eggs: 'Eier',
      'Fava bean': 'Ackerbohnen',
      Fish: 'Fische',
      Garlic: 'Knoblauch',
      Gluten: 'Glutenhaltiges Getreide',
      Lactose: 'Laktose',
      Lupin: 'Lupinen',
      Milk: 'Milch',
      Molluscs: 'Weichtiere',
      Mushrooms: 'Pilze',
      Mustard: 'Senf',
      Nickel: 'Nickel',
      Peanuts: 'Erdnüsse',
      Rice: 'Reis',
      'Sesame seeds': 'Sesamsamen',
      Soy: 'Sojabohnen',
      Sulphites: 'Schwefeldioxid und Sulfite',
      'Tree nuts': 'Schalenfrüchte',
    },
    hiddenSources: {
      Gluten: 'Paniermehl, Mehl zum Bestäuben oder Binden, Brühwürfel und Fertigsaucen, Sojasauce, Bier',
      Crustaceans: 'Fischfond und -brühe, Meeresfrüchtesaucen, Surimi, Garnelenpaste',
      Eggs: 'frische Eiernudeln, Backteig und Panade, Mayonnaise und Saucen, Desserts, Eistreiche auf Brot und Gebäck',
      Fish: 'Sardellen in Saucen, Worcestershiresauce, Fischfond, Thunfischsauce, Fischsauce',
      Peanuts: 'Erdnussöl zum Frittieren, Satay- und asiatische Saucen, Desserts, Nusskrokant',
      Soy: 'Sojasauce, Sojalecithin (E322), Tofu, Pflanzenöle und Fleischersatz',
      Milk: 'Butter, Sahne, geriebener Käse, Molke, Kasein, Brot- und Pizzateig, Kartoffelpüree',
      'Tree nuts': 'Pesto, Marzipan, Desserts und Eis, Nusskrokant, Nussöle, Mortadella mit Pistazien',
      Celery: 'Soffritto (Gemüsebasis), Brühen und Brühwürfel, Saucen, Selleriesalz',
      Mustard: 'Saucen und Dressings, Mayonnaise, Marinaden',
      'Sesame seeds': 'Brot und Grissini, Tahini und Hummus, Sesamöl, Panaden',
      Sulphites: 'Wein und Essig, Trockenobst, konservierte Krebstiere, Wurstwaren, getrocknete Pilze',
      Lupin: 'Lupinenmehl in Brot, Nudeln und glutenfreien Produkten',
      Molluscs: 'Meeresfrüchtefonds und -saucen, Austernsauce, gemischte Meeresfrüchte',
    },
    species: {
      almond: 'Mandeln',
      hazelnut: 'Haselnüsse',
      walnut: 'Walnüsse',
      cashew: 'Kaschunüsse (Cashews)',
      pecan: 'Pecannüsse',
      brazil_nut: 'Paranüsse',
      pistachio: 'Pistazien',
      macadamia: 'Macadamianüsse',
      wheat: 'Weizen',
      rye: 'Roggen',
      barley: 'Gerste',
      oats: 'Hafer',
      spelt: 'Dinkel',
      kamut: 'Kamut (Khorasan-Weizen)',
    },
    namely: ': ',
    listSeparator: ', ',
  },
  es: {
    languageName: 'Español',
    italianLanguageName: 'Spagnolo',
    lang: 'es',
    cannotEat: 'No puedo comer:',
    levels: { intolerance: 'intolerancia', allergy: 'alergia', coeliac: 'enfermedad celíaca', severe_allergy: 'alergia grave (anafilaxia)' },
    hiddenIn: 'También presente en:',
    traces:
      'Incluso las trazas importan: usen utensilios, superficies y aceite limpios (sin freidora compartida) y cuidado con la harina en el aire.',
    emergency:
      'Si tengo una reacción grave (dificultad para respirar, hinchazón, desmayo): llamen enseguida al 112 y ayúdenme a usar mi autoinyector de adrenalina.',
    allergens: {
      Celery: 'Apio',
      Crustaceans: 'Crustáceos',
      Cucumber: 'Pepino',
      Eggs: 'Huevos',
      'Fava bean': 'Habas',
      Fish: 'Pescado',
      Garlic: 'Ajo',
      Gluten: 'Cereales que contengan gluten',
      Lactose: 'Lactosa',
      Lupin: 'Altramuces',
      Milk: 'Leche',
      Molluscs: 'Moluscos',
      Mushrooms: 'Setas',
      Mustard: 'Mostaza',
      Nickel: 'Níquel',
      Peanuts: 'Cacahuetes',
      Rice: 'Arroz',
      'Sesame seeds': 'Granos de sésamo',
      Soy: 'Soja',
      Sulphites: 'Dióxido de azufre y sulfitos',
      'Tree nuts': 'Frutos de cáscara',
    },
    hiddenSources: {
      Gluten: 'pan rallado, harina para enharinar o espesar, caldos y salsas preparadas, salsa de soja, cerveza',
      Crustaceans: 'fumet y caldos de pescado, salsas de marisco, surimi, pasta de gambas',
      Eggs: 'pasta fresca al huevo, rebozados y empanados, mayonesa y salsas, postres, pan y bollería pintados con huevo',
      Fish: 'anchoas en salsas, salsa Worcestershire, fumet de pescado, salsa de atún, salsa de pescado',
      Peanuts: 'aceite de cacahuete para freír, salsas satay y asiáticas, postres, toppings de frutos secos',
      Soy: 'salsa de soja, lecitina de soja (E322), tofu, aceites vegetales y sustitutos de la carne',
      Milk: 'mantequilla, nata, queso rallado, suero de leche, caseína, masa de pan y pizza, puré',
      'Tree nuts': 'pesto, mazapán, postres y helados, toppings de frutos secos, aceites de frutos secos, mortadela con pistacho',
      Celery: 'sofrito, caldos y pastillas de caldo, salsas, sal de apio',
      Mustard: 'salsas y aliños, mayonesa, adobos',
      'Sesame seeds': 'pan y colines, tahini y hummus, aceite de sésamo, empanados',
      Sulphites: 'vino y vinagre, frutas desecadas, crustáceos en conserva, embutidos, setas secas',
      Lupin: 'harina de altramuz en pan, pasta y productos sin gluten',
      Molluscs: 'caldos y salsas de marisco, salsa de ostras, mariscos variados',
    },
    species: {
      almond: 'almendras',
      hazelnut: 'avellanas',
      walnut: 'nueces',
      cashew: 'anacardos',
      pecan: 'pacanas',
      brazil_nut: 'nueces de Brasil',
      pistachio: 'pistachos (alfóncigos)',
      macadamia: 'nueces macadamia',
      wheat: 'trigo',
      rye: 'centeno',
      barley: 'cebada',
      oats: 'avena',
      spelt: 'espelta',
      kamut: 'kamut (trigo khorasan)',
    },
    namely: ': ',
    listSeparator: ', ',
  },
  pt: {
    languageName: 'Português',
    italianLanguageName: 'Portoghese',
    lang: 'pt',
    cannotEat: 'Não posso comer:',
    levels: { intolerance: 'intolerância', allergy: 'alergia', coeliac: 'doença celíaca', severe_allergy: 'alergia grave (anafilaxia)' },
    hiddenIn: 'Também presente em:',
    traces:
      'Até os vestígios contam: usem utensílios, superfícies e óleo limpos (sem fritadeira partilhada) e cuidado com a farinha no ar.',
    emergency:
      'Se eu tiver uma reação grave (dificuldade em respirar, inchaço, desmaio): liguem já para o 112 e ajudem-me a usar o meu autoinjetor de adrenalina.',
    allergens: {
      Celery: 'Aipo',
      Crustaceans: 'Crustáceos',
      Cucumber: 'Pepino',
      Eggs: 'Ovos',
      'Fava bean': 'Favas',
      Fish: 'Peixes',
      Garlic: 'Alho',
      Gluten: 'Cereais que contêm glúten',
      Lactose: 'Lactose',
      Lupin: 'Tremoço',
      Milk: 'Leite',
      Molluscs: 'Moluscos',
      Mushrooms: 'Cogumelos',
      Mustard: 'Mostarda',
      Nickel: 'Níquel',
      Peanuts: 'Amendoins',
      Rice: 'Arroz',
      'Sesame seeds': 'Sementes de sésamo',
      Soy: 'Soja',
      Sulphites: 'Dióxido de enxofre e sulfitos',
      'Tree nuts': 'Frutos de casca rija',
    },
    hiddenSources: {
      Gluten: 'pão ralado, farinha para polvilhar ou engrossar, caldos e molhos prontos, molho de soja, cerveja',
      Crustaceans: 'caldos de peixe, molhos de marisco, surimi, pasta de camarão',
      Eggs: 'massa fresca com ovo, polmes e panados, maionese e molhos, sobremesas, pão e pastelaria pincelados com ovo',
      Fish: 'anchovas em molhos, molho inglês, caldos de peixe, molho de atum, molho de peixe',
      Peanuts: 'óleo de amendoim para fritar, molhos satay e asiáticos, sobremesas, coberturas de frutos secos',
      Soy: 'molho de soja, lecitina de soja (E322), tofu, óleos vegetais e substitutos de carne',
      Milk: 'manteiga, natas, queijo ralado, soro de leite, caseína, massa de pão e pizza, puré',
      'Tree nuts': 'pesto, maçapão, sobremesas e gelados, coberturas de frutos secos, óleos de frutos secos, mortadela com pistácio',
      Celery: 'refogado, caldos e cubos de caldo, molhos, sal de aipo',
      Mustard: 'molhos e temperos, maionese, marinadas',
      'Sesame seeds': 'pão e palitos, tahini e húmus, óleo de sésamo, panados',
      Sulphites: 'vinho e vinagre, fruta desidratada, crustáceos em conserva, enchidos, cogumelos secos',
      Lupin: 'farinha de tremoço em pão, massa e produtos sem glúten',
      Molluscs: 'caldos e molhos de marisco, molho de ostra, mariscos variados',
    },
    species: {
      almond: 'amêndoas',
      hazelnut: 'avelãs',
      walnut: 'nozes',
      cashew: 'castanhas de caju',
      pecan: 'nozes pécan',
      brazil_nut: 'castanhas do Brasil',
      pistachio: 'pistácios',
      macadamia: 'nozes de macadâmia',
      wheat: 'trigo',
      rye: 'centeio',
      barley: 'cevada',
      oats: 'aveia',
      spelt: 'espelta',
      kamut: 'kamut (trigo khorasan)',
    },
    namely: ': ',
    listSeparator: ', ',
  },
  nl: {
    languageName: 'Nederlands',
    italianLanguageName: 'Olandese',
    lang: 'nl',
    cannotEat: 'Ik mag niet eten:',
    levels: { intolerance: 'intolerantie', allergy: 'allergie', coeliac: 'coeliakie', severe_allergy: 'ernstige allergie (anafylaxie)' },
    hiddenIn: 'Zit ook in:',
    traces:
      'Ook sporen tellen mee: gebruik schoon keukengerei, schone werkvlakken en schone olie (geen gedeelde friteuse) en let op meel in de lucht.',
    emergency:
      'Bij een ernstige reactie (ademnood, zwelling, flauwvallen): bel meteen 112 en help me mijn adrenalinepen (auto-injector) te gebruiken.',
    allergens: {
      Celery: 'Selderij',
      Crustaceans: 'Schaaldieren',
      Cucumber: 'Komkommer',
      Eggs: 'Eieren',
      'Fava bean': 'Tuinbonen',
      Fish: 'Vis',
      Garlic: 'Knoflook',
      Gluten: 'Glutenbevattende granen',
      Lactose: 'Lactose',
      Lupin: 'Lupine',
      Milk: 'Melk',
      Molluscs: 'Weekdieren',
      Mushrooms: 'Paddenstoelen',
      Mustard: 'Mosterd',
      Nickel: 'Nikkel',
      Peanuts: 'Aardnoten (pinda’s)',
      Rice: 'Rijst',
      'Sesame seeds': 'Sesamzaad',
      Soy: 'Soja',
      Sulphites: 'Zwaveldioxide en sulfieten',
      'Tree nuts': 'Noten',
    },
    hiddenSources: {
      Gluten: 'paneermeel, bloem om te bestuiven of te binden, bouillon en kant-en-klare sauzen, sojasaus, bier',
      Crustaceans: 'visfond en -bouillon, zeevruchtensauzen, surimi, garnalenpasta',
      Eggs: 'verse eierpasta, beslag en paneerlaag, mayonaise en sauzen, desserts, brood en gebak bestreken met ei',
      Fish: 'ansjovis in sauzen, worcestersaus, visfond, tonijnsaus, vissaus',
      Peanuts: 'pindaolie om te frituren, saté- en Aziatische sauzen, desserts, notenstrooisel',
      Soy: 'sojasaus, sojalecithine (E322), tofu, plantaardige oliën en vleesvervangers',
      Milk: 'boter, room, geraspte kaas, wei, caseïne, brood- en pizzadeeg, puree',
      'Tree nuts': 'pesto, amandelspijs, desserts en ijs, notenstrooisel, notenolie, mortadella met pistache',
      Celery: 'soffritto (groentebasis), bouillon en bouillonblokjes, sauzen, selderijzout',
      Mustard: 'sauzen en dressings, mayonaise, marinades',
      'Sesame seeds': 'brood en soepstengels, tahin en hummus, sesamolie, paneerlagen',
      Sulphites: 'wijn en azijn, gedroogd fruit, geconserveerde schaaldieren, vleeswaren, gedroogde paddenstoelen',
      Lupin: 'lupinemeel in brood, pasta en glutenvrije producten',
      Molluscs: 'fonds en sauzen met zeevruchten, oestersaus, gemengde zeevruchten',
    },
    species: {
      almond: 'amandelen',
      hazelnut: 'hazelnoten',
      walnut: 'walnoten',
      cashew: 'cashewnoten',
      pecan: 'pecannoten',
      brazil_nut: 'paranoten',
      pistachio: 'pistachenoten',
      macadamia: 'macadamianoten',
      wheat: 'tarwe',
      rye: 'rogge',
      barley: 'gerst',
      oats: 'haver',
      spelt: 'spelt',
      kamut: 'kamut (khorasantarwe)',
    },
    namely: ': ',
    listSeparator: ', ',
  },
  pl: {
    languageName: 'Polski',
    italianLanguageName: 'Polacco',
    lang: 'pl',
    cannotEat: 'Nie mogę jeść:',
    levels: { intolerance: 'nietolerancja', allergy: 'alergia', coeliac: 'celiakia', severe_allergy: 'ciężka alergia (anafilaksja)' },
    hiddenIn: 'Występuje też w:',
    traces:
      'Nawet śladowe ilości mają znaczenie: proszę użyć czystych naczyń, powierzchni i oleju (bez wspólnej frytownicy) i uważać na mąkę w powietrzu.',
    emergency:
      'W razie ciężkiej reakcji (duszność, obrzęk, omdlenie): natychmiast zadzwońcie pod 112 i pomóżcie mi użyć autowstrzykiwacza z adrenaliną.',
    allergens: {
      Celery: 'Seler',
      Crustaceans: 'Skorupiaki',
      Cucumber: 'Ogórek',
      Eggs: 'Jaja',
      'Fava bean': 'Bób',
      Fish: 'Ryby',
      Garlic: 'Czosnek',
      Gluten: 'Zboża zawierające gluten',
      Lactose: 'Laktoza',
      Lupin: 'Łubin',
      Milk: 'Mleko',
      Molluscs: 'Mięczaki',
      Mushrooms: 'Grzyby',
      Mustard: 'Gorczyca',
      Nickel: 'Nikiel',
      Peanuts: 'Orzeszki ziemne (arachidowe)',
      Rice: 'Ryż',
      'Sesame seeds': 'Nasiona sezamu',
      Soy: 'Soja',
      Sulphites: 'Dwutlenek siarki i siarczyny',
      'Tree nuts': 'Orzechy',
    },
    hiddenSources: {
      Gluten: 'bułka tarta, mąka do oprószania lub zagęszczania, buliony i gotowe sosy, sos sojowy, piwo',
      Crustaceans: 'wywary rybne, sosy z owocami morza, surimi, pasta krewetkowa',
      Eggs: 'świeży makaron jajeczny, panierki i ciasto do smażenia, majonez i sosy, desery, pieczywo i ciasta smarowane jajkiem',
      Fish: 'anchois w sosach, sos Worcestershire, wywar rybny, sos tuńczykowy, sos rybny',
      Peanuts: 'olej arachidowy do smażenia, sosy satay i azjatyckie, desery, posypki z orzechów',
      Soy: 'sos sojowy, lecytyna sojowa (E322), tofu, oleje roślinne i zamienniki mięsa',
      Milk: 'masło, śmietana, tarty ser, serwatka, kazeina, ciasto na chleb i pizzę, puree',
      'Tree nuts': 'pesto, masa marcepanowa, desery i lody, posypki z orzechów, oleje z orzechów, mortadela z pistacjami',
      Celery: 'soffritto (baza warzywna), buliony i kostki rosołowe, sosy, sól selerowa',
      Mustard: 'sosy i dressingi, majonez, marynaty',
      'Sesame seeds': 'pieczywo i paluszki, tahini i hummus, olej sezamowy, panierki',
      Sulphites: 'wino i ocet, suszone owoce, konserwowane skorupiaki, wędliny, suszone grzyby',
      Lupin: 'mąka z łubinu w pieczywie, makaronie i produktach bezglutenowych',
      Molluscs: 'wywary i sosy z owocami morza, sos ostrygowy, mieszane owoce morza',
    },
    species: {
      almond: 'migdały',
      hazelnut: 'orzechy laskowe',
      walnut: 'orzechy włoskie',
      cashew: 'orzechy nerkowca',
      pecan: 'orzechy pekan',
      brazil_nut: 'orzechy brazylijskie',
      pistachio: 'pistacje',
      macadamia: 'orzechy makadamia',
      wheat: 'pszenica',
      rye: 'żyto',
      barley: 'jęczmień',
      oats: 'owies',
      spelt: 'orkisz',
      kamut: 'kamut (pszenica khorasan)',
    },
    namely: ': ',
    listSeparator: ', ',
  },
  ja: {
    languageName: '日本語',
    italianLanguageName: 'Giapponese',
    lang: 'ja',
    cannotEat: '私は次のものを食べられません：',
    levels: { intolerance: '不耐症', allergy: 'アレルギー', coeliac: 'セリアック病', severe_allergy: '重度のアレルギー（アナフィラキシー）' },
    hiddenIn: '次にも含まれます：',
    traces: 'ごく微量でも問題になります。清潔な調理器具・調理台・油を使い（揚げ油の共用は不可）、空気中の小麦粉にもご注意ください。',
    emergency: '重い症状（呼吸困難、腫れ、意識を失う）が出たら、すぐに119番に電話し、アドレナリン自己注射薬の使用を手伝ってください。',
    allergens: {
      Celery: 'セロリ',
      Crustaceans: '甲殻類（えび・かに）',
      Cucumber: 'きゅうり',
      Eggs: '卵',
      'Fava bean': 'そら豆',
      Fish: '魚',
      Garlic: 'にんにく',
      Gluten: 'グルテンを含む穀物（小麦など）',
      Lactose: '乳糖',
      Lupin: 'ルピナス',
      Milk: '乳',
      Molluscs: '軟体動物（いか・たこ・貝類）',
      Mushrooms: 'きのこ',
      Mustard: 'マスタード',
      Nickel: 'ニッケル',
      Peanuts: '落花生（ピーナッツ）',
      Rice: '米',
      'Sesame seeds': 'ごま',
      Soy: '大豆',
      Sulphites: '二酸化硫黄・亜硫酸塩',
      'Tree nuts': 'ナッツ類（木の実）',
    },
    hiddenSources: {
      Gluten: 'パン粉、打ち粉やとろみ用の小麦粉、だし・市販のソース、しょうゆ、ビール',
      Crustaceans: '魚介のだし、シーフードソース、かにかま、えびペースト',
      Eggs: '卵入り生パスタ、衣・パン粉付け、マヨネーズ・ソース、デザート、パンや菓子のつや出し',
      Fish: 'ソースに入ったアンチョビ、ウスターソース、魚のだし、ツナソース、魚醤',
      Peanuts: '揚げ油の落花生油、サテなどアジアのソース、デザート、トッピングのナッツ',
      Soy: 'しょうゆ、大豆レシチン（E322）、豆腐、植物油、代替肉',
      Milk: 'バター、生クリーム、粉チーズ、ホエイ、カゼイン、パンやピザの生地、マッシュポテト',
      'Tree nuts': 'ジェノベーゼ（ペスト）、マジパン、デザート・アイス、トッピングのナッツ、ナッツオイル、ピスタチオ入りモルタデッラ',
      Celery: 'ソフリット（香味野菜）、ブイヨン・固形スープ、ソース、セロリソルト',
      Mustard: 'ソース・ドレッシング、マヨネーズ、マリネ',
      'Sesame seeds': 'パン・グリッシーニ、タヒニ・フムス、ごま油、衣',
      Sulphites: 'ワイン・酢、ドライフルーツ、保存処理した甲殻類、加工肉、乾燥きのこ',
      Lupin: 'パン・パスタ・グルテンフリー食品のルピナス粉',
      Molluscs: '魚介のだし・ソース、オイスターソース、シーフードミックス',
    },
    species: {
      almond: 'アーモンド',
      hazelnut: 'ヘーゼルナッツ',
      walnut: 'くるみ',
      cashew: 'カシューナッツ',
      pecan: 'ペカンナッツ',
      brazil_nut: 'ブラジルナッツ',
      pistachio: 'ピスタチオ',
      macadamia: 'マカダミアナッツ',
      wheat: '小麦',
      rye: 'ライ麦',
      barley: '大麦',
      oats: 'オーツ麦（えん麦）',
      spelt: 'スペルト小麦',
      kamut: 'カムット（ホラーサーン小麦）',
    },
    namely: '：',
    listSeparator: '、',
  },
  zh: {
    languageName: '简体中文',
    italianLanguageName: 'Cinese semplificato',
    lang: 'zh-Hans',
    cannotEat: '我不能吃：',
    levels: { intolerance: '不耐受', allergy: '过敏', coeliac: '乳糜泻', severe_allergy: '严重过敏（过敏性休克）' },
    hiddenIn: '也可能存在于：',
    traces: '微量也会有影响：请使用干净的器具、台面和油（不要共用油炸锅），并注意空气中的面粉。',
    emergency: '如果出现严重反应（呼吸困难、肿胀、昏厥）：请立即拨打120，并帮我使用肾上腺素自动注射笔。',
    allergens: {
      Celery: '芹菜',
      Crustaceans: '甲壳纲类动物（虾、龙虾、蟹等）',
      Cucumber: '黄瓜',
      Eggs: '蛋类',
      'Fava bean': '蚕豆',
      Fish: '鱼类',
      Garlic: '大蒜',
      Gluten: '含有麸质的谷物',
      Lactose: '乳糖',
      Lupin: '羽扇豆',
      Milk: '乳及乳制品',
      Molluscs: '软体动物',
      Mushrooms: '蘑菇',
      Mustard: '芥末',
      Nickel: '镍',
      Peanuts: '花生',
      Rice: '大米',
      'Sesame seeds': '芝麻',
      Soy: '大豆',
      Sulphites: '二氧化硫和亚硫酸盐',
      'Tree nuts': '坚果（树坚果）',
    },
    hiddenSources: {
      Gluten: '面包屑、撒粉或勾芡用的面粉、高汤块和现成酱料、酱油、啤酒',
      Crustaceans: '鱼高汤、海鲜酱料、蟹棒、虾酱',
      Eggs: '鸡蛋鲜面、面糊和裹粉、蛋黄酱和酱料、甜点、面包和糕点表面刷的蛋液',
      Fish: '酱料中的凤尾鱼、伍斯特酱、鱼高汤、金枪鱼酱、鱼露',
      Peanuts: '炸东西用的花生油、沙爹酱等亚洲酱料、甜点、坚果碎',
      Soy: '酱油、大豆卵磷脂（E322）、豆腐、植物油和人造肉',
      Milk: '黄油、奶油、奶酪粉、乳清、酪蛋白、面包和披萨面团、土豆泥',
      'Tree nuts': '青酱、杏仁膏、甜点和冰淇淋、坚果碎、坚果油、开心果摩泰台拉香肠',
      Celery: '意式炒蔬菜底料、高汤和高汤块、酱料、芹菜盐',
      Mustard: '酱料和沙拉酱、蛋黄酱、腌料',
      'Sesame seeds': '面包和面包棒、芝麻酱和鹰嘴豆泥、芝麻油、裹粉',
      Sulphites: '葡萄酒和醋、果干、腌制的甲壳类、腌制肉类、干蘑菇',
      Lupin: '面包、意面和无麸质食品中的羽扇豆粉',
      Molluscs: '海鲜高汤和酱料、蚝油、什锦海鲜',
    },
    species: {
      almond: '巴旦木（扁桃仁）',
      hazelnut: '榛子',
      walnut: '核桃',
      cashew: '腰果',
      pecan: '碧根果（美国山核桃）',
      brazil_nut: '巴西坚果',
      pistachio: '开心果',
      macadamia: '夏威夷果（澳洲坚果）',
      wheat: '小麦',
      rye: '黑麦',
      barley: '大麦',
      oats: '燕麦',
      spelt: '斯佩耳特小麦',
      kamut: '卡姆小麦（呼罗珊小麦）',
    },
    namely: '：',
    listSeparator: '、',
  },
};

/**
 * The grammatical gender the card's sentences take: neutral by default ('Non
 * posso mangiare:'), or the one the user chose, where a language's sentence
 * needs one ('Sono allergica o intollerante a:'). Chosen on the card, kept on
 * the device with its language.
 */
export const CARD_GENDERS = ['neutral', 'feminine', 'masculine'] as const;
export type CardGender = (typeof CARD_GENDERS)[number];
export const DEFAULT_CARD_GENDER: CardGender = 'neutral';
export const isCardGender = (value: unknown): value is CardGender => (CARD_GENDERS as readonly unknown[]).includes(value);

/**
 * The heading in a chosen gender, for the languages whose adjectives take one
 * ('allergico/allergica', 'intolérant/intolérante', 'alérgico/alérgica',
 * 'uczulony/uczulona'). It says allergic or intolerant, since each line then
 * states which (lactose is an intolerance, never an allergy). English,
 * German, Dutch, Japanese and Chinese say it without a gender: their neutral
 * heading stays whatever is chosen.
 */
const GENDERED_HEADINGS: Readonly<Partial<Record<CardTextLanguage, Readonly<Record<Exclude<CardGender, 'neutral'>, string>>>>> = {
  it: { feminine: 'Sono allergica o intollerante a:', masculine: 'Sono allergico o intollerante a:' },
  fr: { feminine: 'Je suis allergique ou intolérante à :', masculine: 'Je suis allergique ou intolérant à :' },
  es: { feminine: 'Soy alérgica o intolerante a:', masculine: 'Soy alérgico o intolerante a:' },
  pt: { feminine: 'Sou alérgica ou intolerante a:', masculine: 'Sou alérgico ou intolerante a:' },
  pl: { feminine: 'Jestem uczulona lub mam nietolerancję na:', masculine: 'Jestem uczulony lub mam nietolerancję na:' },
};

/** The block's first line: 'Non posso mangiare:', or the chosen gender's heading where the language has one. */
export function cardHeading(language: CardTextLanguage, gender: CardGender = DEFAULT_CARD_GENDER): string {
  const gendered = GENDERED_HEADINGS[language];
  return gender === 'neutral' || gendered === undefined ? CARD_TEXTS[language].cannotEat : gendered[gender];
}

/**
 * One of the user's allergens as the card receives it: the English catalogue
 * name, the level set in the profile and, for tree nuts and gluten, the
 * species the user narrowed the group to (none: the whole group).
 */
export type CardAllergenInput = { readonly name: string; readonly level: SensitivityLevel | null; readonly species?: readonly string[] };

export type CardEntry = {
  readonly name: string;
  readonly emoji: string | null;
  readonly annexNumber: AnnexIINumber | null;
  readonly level: SensitivityLevel | null;
  readonly label: string;
  readonly levelLabel: string | null;
  readonly hiddenSources: string | null;
};

const CATALOGUE_BY_NAME = new Map<string, (typeof ALLERGEN_CATALOGUE)[number]>(ALLERGEN_CATALOGUE.map((a) => [a.name, a]));

/**
 * The level the card states: the one the user set; with none, lactose is an
 * intolerance (never 'allergy'), and any other allergen is only named.
 */
export function cardLevel(name: string, level: SensitivityLevel | null): SensitivityLevel | null {
  return level ?? (name === 'Lactose' ? 'intolerance' : null);
}

function hiddenSourcesOf(name: string, text: CardText): string | null {
  const group = name === 'Lactose' ? 'Milk' : name;
  return (text.hiddenSources as Readonly<Record<string, string | undefined>>)[group] ?? null;
}

/**
 * The card's lines in one language: Annex II's order first (the numbers a
 * menu prints), then the allergens outside the Annex by Italian name. A name
 * outside the catalogue (added to the table later) is shown as it is, never
 * dropped: a missing allergen on this card is the one mistake it must not make.
 */
export function cardEntries(allergens: readonly CardAllergenInput[], language: CardTextLanguage): CardEntry[] {
  const text = CARD_TEXTS[language];
  const names = text.allergens as Readonly<Record<string, string | undefined>>;
  const unique = [...new Map(allergens.map((allergen) => [allergen.name, allergen])).values()];
  return unique
    .map(({ name, level, species = [] }) => {
      const shown = cardLevel(name, level);
      const group = names[name] ?? name;
      const narrowed = speciesOfGroup(species, name).map((one) => text.species[one]);
      return {
        name,
        emoji: CATALOGUE_BY_NAME.get(name)?.emoji ?? null,
        annexNumber: annexIINumberOf(name),
        level: shown,
        // The group stays named with its species: 'Frutta a guscio: anacardi', never 'anacardi' alone.
        label: narrowed.length === 0 ? group : `${group}${text.namely}${narrowed.join(text.listSeparator)}`,
        levelLabel: shown === null ? null : text.levels[shown],
        hiddenSources: hiddenSourcesOf(name, text),
      };
    })
    .sort(
      (a, b) =>
        (a.annexNumber ?? 99) - (b.annexNumber ?? 99) ||
        allergenDisplayName(a.name).localeCompare(allergenDisplayName(b.name), 'it'),
    );
}

export const hasSevereAllergy = (entries: readonly CardEntry[]): boolean => entries.some((entry) => entry.level === 'severe_allergy');

/** '1 · Cereali contenenti glutine — celiachia' */
export function cardEntryLine(entry: CardEntry): string {
  const number = entry.annexNumber === null ? '' : `${entry.annexNumber} · `;
  const level = entry.levelLabel === null ? '' : ` — ${entry.levelLabel}`;
  return `${number}${entry.label}${level}`;
}

/** 'Si trova anche in: pangrattato, …', or null for an allergen outside Annex II. */
export function hiddenSourcesLine(entry: CardEntry, language: CardTextLanguage): string | null {
  return entry.hiddenSources === null ? null : `${CARD_TEXTS[language].hiddenIn} ${entry.hiddenSources}`;
}

/** The whole block in one language, line by line, as printed and drawn into the shared image. */
export function cardBlockLines(entries: readonly CardEntry[], language: CardTextLanguage, gender: CardGender = DEFAULT_CARD_GENDER): string[] {
  const text = CARD_TEXTS[language];
  return [
    cardHeading(language, gender),
    ...entries.flatMap((entry) => {
      const hidden = hiddenSourcesLine(entry, language);
      return hidden === null ? [cardEntryLine(entry)] : [cardEntryLine(entry), hidden];
    }),
    text.traces,
    ...(hasSevereAllergy(entries) ? [text.emergency] : []),
  ];
}
