import { describe, expect, it } from 'vitest';
import { ALLERGEN_NAMES } from './allergens';
import {
  CARD_LANGUAGES,
  CARD_TEXTS,
  DEFAULT_CARD_LANGUAGE,
  cardBlockLines,
  cardEntries,
  cardEntryLine,
  cardHeading,
  cardLevel,
  hasSevereAllergy,
  hiddenSourcesLine,
  isCardGender,
  isCardLanguage,
  type CardTextLanguage,
} from './allergy-card';

const ANNEX_ALLERGENS = ['Gluten', 'Crustaceans', 'Eggs', 'Fish', 'Peanuts', 'Soy', 'Milk', 'Tree nuts', 'Celery', 'Mustard', 'Sesame seeds', 'Sulphites', 'Lupin', 'Molluscs'];

/** A coeliac user with a severe peanut allergy, lactose intolerance (no level set) and a nickel allergy. */
const USER = [
  { name: 'Nickel', level: 'allergy' as const },
  { name: 'Peanuts', level: 'severe_allergy' as const },
  { name: 'Lactose', level: null },
  { name: 'Gluten', level: 'coeliac' as const },
];

/** Per language: the heading, the four allergens (hidden sources left out), traces, emergency. */
const EXPECTED: Record<CardTextLanguage, string[]> = {
  it: [
    'Non posso mangiare:',
    '1 · Cereali contenenti glutine — celiachia',
    '5 · Arachidi — allergia grave (anafilassi)',
    '7 · Lattosio — intolleranza',
    'Nichel — allergia',
    'Anche le tracce contano: usate utensili, superfici e olio puliti (niente friggitrice in comune) e attenzione alla farina nell’aria.',
    'Se ho una reazione grave (respiro difficile, gonfiore, svenimento): chiamate subito il 112 e aiutatemi a usare il mio autoiniettore di adrenalina.',
  ],
  en: [
    'I cannot eat:',
    '1 · Cereals containing gluten — coeliac disease',
    '5 · Peanuts — severe allergy (anaphylaxis)',
    '7 · Lactose — intolerance',
    'Nickel — allergy',
    'Even traces matter: please use clean utensils, surfaces and oil (no shared fryer) and beware of flour in the air.',
    'If I have a severe reaction (difficulty breathing, swelling, fainting): call 112 at once and help me use my adrenaline auto-injector.',
  ],
  fr: [
    'Je ne peux pas manger :',
    '1 · Céréales contenant du gluten — maladie cœliaque',
    '5 · Arachides — allergie grave (anaphylaxie)',
    '7 · Lactose — intolérance',
    'Nickel — allergie',
    'Même les traces comptent : merci d’utiliser des ustensiles, des surfaces et une huile propres (pas de friteuse partagée) et attention à la farine dans l’air.',
    'En cas de réaction grave (difficulté à respirer, gonflement, malaise) : appelez tout de suite le 112 et aidez-moi à utiliser mon stylo d’adrénaline.',
  ],
  de: [
    'Ich darf nicht essen:',
    '1 · Glutenhaltiges Getreide — Zöliakie',
    '5 · Erdnüsse — schwere Allergie (Anaphylaxie)',
    '7 · Laktose — Unverträglichkeit',
    'Nickel — Allergie',
    'Auch Spuren zählen: bitte saubere Utensilien, Flächen und sauberes Öl verwenden (keine gemeinsame Fritteuse) und auf Mehl in der Luft achten.',
    'Bei einer schweren Reaktion (Atemnot, Schwellung, Ohnmacht): sofort 112 anrufen und mir helfen, meinen Adrenalin-Autoinjektor zu benutzen.',
  ],
  es: [
    'No puedo comer:',
    '1 · Cereales que contengan gluten — enfermedad celíaca',
    '5 · Cacahuetes — alergia grave (anafilaxia)',
    '7 · Lactosa — intolerancia',
    'Níquel — alergia',
    'Incluso las trazas importan: usen utensilios, superficies y aceite limpios (sin freidora compartida) y cuidado con la harina en el aire.',
    'Si tengo una reacción grave (dificultad para respirar, hinchazón, desmayo): llamen enseguida al 112 y ayúdenme a usar mi autoinyector de adrenalina.',
  ],
  pt: [
    'Não posso comer:',
    '1 · Cereais que contêm glúten — doença celíaca',
    '5 · Amendoins — alergia grave (anafilaxia)',
    '7 · Lactose — intolerância',
    'Níquel — alergia',
    'Até os vestígios contam: usem utensílios, superfícies e óleo limpos (sem fritadeira partilhada) e cuidado com a farinha no ar.',
    'Se eu tiver uma reação grave (dificuldade em respirar, inchaço, desmaio): liguem já para o 112 e ajudem-me a usar o meu autoinjetor de adrenalina.',
  ],
  nl: [
    'Ik mag niet eten:',
    '1 · Glutenbevattende granen — coeliakie',
    '5 · Aardnoten (pinda’s) — ernstige allergie (anafylaxie)',
    '7 · Lactose — intolerantie',
    'Nikkel — allergie',
    'Ook sporen tellen mee: gebruik schoon keukengerei, schone werkvlakken en schone olie (geen gedeelde friteuse) en let op meel in de lucht.',
    'Bij een ernstige reactie (ademnood, zwelling, flauwvallen): bel meteen 112 en help me mijn adrenalinepen (auto-injector) te gebruiken.',
  ],
  pl: [
    'Nie mogę jeść:',
    '1 · Zboża zawierające gluten — celiakia',
    '5 · Orzeszki ziemne (arachidowe) — ciężka alergia (anafilaksja)',
    '7 · Laktoza — nietolerancja',
    'Nikiel — alergia',
    'Nawet śladowe ilości mają znaczenie: proszę użyć czystych naczyń, powierzchni i oleju (bez wspólnej frytownicy) i uważać na mąkę w powietrzu.',
    'W razie ciężkiej reakcji (duszność, obrzęk, omdlenie): natychmiast zadzwońcie pod 112 i pomóżcie mi użyć autowstrzykiwacza z adrenaliną.',
  ],
  ja: [
    '私は次のものを食べられません：',
    '1 · グルテンを含む穀物（小麦など） — セリアック病',
    '5 · 落花生（ピーナッツ） — 重度のアレルギー（アナフィラキシー）',
    '7 · 乳糖 — 不耐症',
    'ニッケル — アレルギー',
    'ごく微量でも問題になります。清潔な調理器具・調理台・油を使い（揚げ油の共用は不可）、空気中の小麦粉にもご注意ください。',
    '重い症状（呼吸困難、腫れ、意識を失う）が出たら、すぐに119番に電話し、アドレナリン自己注射薬の使用を手伝ってください。',
  ],
  zh: [
    '我不能吃：',
    '1 · 含有麸质的谷物 — 乳糜泻',
    '5 · 花生 — 严重过敏（过敏性休克）',
    '7 · 乳糖 — 不耐受',
    '镍 — 过敏',
    '微量也会有影响：请使用干净的器具、台面和油（不要共用油炸锅），并注意空气中的面粉。',
    '如果出现严重反应（呼吸困难、肿胀、昏厥）：请立即拨打120，并帮我使用肾上腺素自动注射笔。',
  ],
};

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(allStrings);
  return [];
}

describe('allergy card texts', () => {
  it('has Italian and nine other languages, English by default', () => {
    expect(CARD_LANGUAGES).toEqual(['en', 'fr', 'de', 'es', 'pt', 'nl', 'pl', 'ja', 'zh']);
    expect(Object.keys(CARD_TEXTS)).toEqual(['it', ...CARD_LANGUAGES]);
    expect(DEFAULT_CARD_LANGUAGE).toBe('en');
    expect(CARD_TEXTS.zh.lang).toBe('zh-Hans');
    expect(CARD_LANGUAGES.map((language) => CARD_TEXTS[language].italianLanguageName)).toEqual([
      'Inglese', 'Francese', 'Tedesco', 'Spagnolo', 'Portoghese', 'Olandese', 'Polacco', 'Giapponese', 'Cinese semplificato',
    ]);
    expect(CARD_LANGUAGES.map((language) => CARD_TEXTS[language].languageName)).toEqual([
      'English', 'Français', 'Deutsch', 'Español', 'Português', 'Nederlands', 'Polski', '日本語', '简体中文',
    ]);
  });

  it('names every catalogue allergen and gives hidden sources for every Annex II group, with no empty text, in every language', () => {
    for (const language of ['it', ...CARD_LANGUAGES] as const) {
      const text = CARD_TEXTS[language];
      expect(Object.keys(text.allergens).sort(), language).toEqual([...ALLERGEN_NAMES].sort());
      expect(Object.keys(text.hiddenSources).sort(), language).toEqual([...ANNEX_ALLERGENS].sort());
      for (const value of allStrings(text)) expect(value.trim(), `${language}: ${value}`).not.toBe('');
    }
  });

  it.each(Object.keys(EXPECTED) as CardTextLanguage[])('writes the %s block a kitchen can act on', (language) => {
    const lines = cardBlockLines(cardEntries(USER, language), language);
    // Each Annex II allergen is followed by where it hides; Nickel is outside the Annex.
    expect([lines[0], lines[1], lines[3], lines[5], lines[7], lines[8], lines[9]]).toEqual(EXPECTED[language]);
    expect(lines).toHaveLength(10);
    const text = CARD_TEXTS[language];
    expect(lines[2]).toBe(`${text.hiddenIn} ${text.hiddenSources.Gluten}`);
    expect(lines[4]).toBe(`${text.hiddenIn} ${text.hiddenSources.Peanuts}`);
    // Lactose hides where milk does.
    expect(lines[6]).toBe(`${text.hiddenIn} ${text.hiddenSources.Milk}`);
  });

  it('is written without a grammatical gender and names coeliac disease as such', () => {
    expect(CARD_TEXTS.it.cannotEat).toBe('Non posso mangiare:');
    const italian = allStrings(CARD_TEXTS.it).join(' ');
    expect(italian).not.toMatch(/allergic[oa]/);
    expect(CARD_TEXTS.fr.levels.coeliac).toBe('maladie cœliaque');
    expect(CARD_TEXTS.it.levels).toEqual({ intolerance: 'intolleranza', allergy: 'allergia', coeliac: 'celiachia', severe_allergy: 'allergia grave (anafilassi)' });
  });

  it('states the emergency only when one allergen is severe, and the traces line always', () => {
    const mild = cardBlockLines(cardEntries([{ name: 'Eggs', level: 'allergy' }], 'en'), 'en');
    expect(mild).toEqual([
      'I cannot eat:',
      '3 · Eggs — allergy',
      'Also found in: fresh egg pasta, batter and breadcrumb coatings, mayonnaise and sauces, desserts, egg wash on bread and pastry',
      'Even traces matter: please use clean utensils, surfaces and oil (no shared fryer) and beware of flour in the air.',
    ]);
    expect(hasSevereAllergy(cardEntries([{ name: 'Eggs', level: 'allergy' }], 'en'))).toBe(false);
    expect(hasSevereAllergy(cardEntries([{ name: 'Eggs', level: 'severe_allergy' }], 'en'))).toBe(true);
  });

  it('shows lactose as an intolerance when no level is set, and other allergens without a level', () => {
    expect(cardLevel('Lactose', null)).toBe('intolerance');
    expect(cardLevel('Lactose', 'allergy')).toBe('allergy');
    expect(cardLevel('Milk', null)).toBeNull();
    const [milk] = cardEntries([{ name: 'Milk', level: null }], 'it');
    expect(milk).toMatchObject({ annexNumber: 7, level: null, levelLabel: null, label: 'Latte', emoji: '🐄' });
    expect(cardEntryLine(milk!)).toBe('7 · Latte');
  });

  it('orders by Annex II number, then the others by Italian name; keeps a name outside the catalogue as it is and drops duplicates', () => {
    const entries = cardEntries(
      [
        { name: 'Rice', level: null },
        { name: 'Kiwi', level: null },
        { name: 'Molluscs', level: null },
        { name: 'Garlic', level: null },
        { name: 'Eggs', level: null },
        { name: 'Eggs', level: null },
      ],
      'de',
    );
    expect(entries.map(cardEntryLine)).toEqual(['3 · Eier', '14 · Weichtiere', 'Knoblauch', 'Kiwi', 'Reis']);
    const kiwi = entries[3]!;
    expect(kiwi).toEqual({ name: 'Kiwi', emoji: null, annexNumber: null, level: null, label: 'Kiwi', levelLabel: null, hiddenSources: null });
    expect(hiddenSourcesLine(kiwi, 'de')).toBeNull();
  });

  it('accepts only the nine second languages', () => {
    expect(CARD_LANGUAGES.every(isCardLanguage)).toBe(true);
    expect(isCardLanguage('it')).toBe(false);
    expect(isCardLanguage(null)).toBe(false);
  });
});

describe('tree nut and cereal species on the card (Annex II items 8 and 1)', () => {
  /** Allergic only to cashews and pistachios, severely; coeliac narrowed to rye and barley. */
  const NARROWED = [
    { name: 'Tree nuts', level: 'severe_allergy' as const, species: ['pistachio', 'cashew'] },
    { name: 'Gluten', level: 'coeliac' as const, species: ['barley', 'rye'] },
  ];

  it('names the species after the group, in the Annex order, in every card language', () => {
    const lines = (language: CardTextLanguage) => cardEntries(NARROWED, language).map(cardEntryLine);
    expect(lines('it')).toEqual([
      '1 · Cereali contenenti glutine: segale, orzo — celiachia',
      '8 · Frutta a guscio: anacardi (noci di acagiù), pistacchi — allergia grave (anafilassi)',
    ]);
    expect(lines('en')).toEqual([
      '1 · Cereals containing gluten: rye, barley — coeliac disease',
      '8 · Nuts (tree nuts): cashews, pistachio nuts — severe allergy (anaphylaxis)',
    ]);
    expect(lines('fr')).toEqual([
      '1 · Céréales contenant du gluten : seigle, orge — maladie cœliaque',
      '8 · Fruits à coque : noix de cajou, pistaches — allergie grave (anaphylaxie)',
    ]);
    expect(lines('de')).toEqual([
      '1 · Glutenhaltiges Getreide: Roggen, Gerste — Zöliakie',
      '8 · Schalenfrüchte: Kaschunüsse (Cashews), Pistazien — schwere Allergie (Anaphylaxie)',
    ]);
    expect(lines('es')).toEqual([
      '1 · Cereales que contengan gluten: centeno, cebada — enfermedad celíaca',
      '8 · Frutos de cáscara: anacardos, pistachos (alfóncigos) — alergia grave (anafilaxia)',
    ]);
    expect(lines('pt')).toEqual([
      '1 · Cereais que contêm glúten: centeio, cevada — doença celíaca',
      '8 · Frutos de casca rija: castanhas de caju, pistácios — alergia grave (anafilaxia)',
    ]);
    expect(lines('nl')[1]).toBe('8 · Noten: cashewnoten, pistachenoten — ernstige allergie (anafylaxie)');
    expect(lines('pl')[1]).toBe('8 · Orzechy: orzechy nerkowca, pistacje — ciężka alergia (anafilaksja)');
    expect(lines('ja')[1]).toBe('8 · ナッツ類（木の実）：カシューナッツ、ピスタチオ — 重度のアレルギー（アナフィラキシー）');
    expect(lines('zh')[1]).toBe('8 · 坚果（树坚果）：腰果、开心果 — 严重过敏（过敏性休克）');
  });

  it('has a name for each of the 14 species in every language, and none is empty', () => {
    for (const language of ['it', ...CARD_LANGUAGES] as const) {
      expect(Object.keys(CARD_TEXTS[language].species)).toEqual([
        'almond', 'hazelnut', 'walnut', 'cashew', 'pecan', 'brazil_nut', 'pistachio', 'macadamia',
        'wheat', 'rye', 'barley', 'oats', 'spelt', 'kamut',
      ]);
      for (const name of Object.values(CARD_TEXTS[language].species)) expect(name.trim(), language).not.toBe('');
    }
    expect(Object.values(CARD_TEXTS.it.species).slice(0, 8)).toEqual([
      'mandorle', 'nocciole', 'noci', 'anacardi (noci di acagiù)', 'noci di pecan', 'noci del Brasile', 'pistacchi', 'noci macadamia',
    ]);
  });

  it('keeps the whole group when nothing is narrowed, and ignores species of another group or unknown ones', () => {
    expect(cardEntries([{ name: 'Tree nuts', level: null }], 'it').map(cardEntryLine)).toEqual(['8 · Frutta a guscio']);
    expect(
      cardEntries([{ name: 'Tree nuts', level: null, species: ['rye', 'coconut'] }, { name: 'Peanuts', level: null, species: ['almond'] }], 'it').map(
        cardEntryLine,
      ),
    ).toEqual(['5 · Arachidi', '8 · Frutta a guscio']);
  });

  it('keeps the group’s number and hidden sources with a narrowed group, and the emergency for a severe one', () => {
    const entries = cardEntries(NARROWED, 'it');
    expect(entries.map((entry) => entry.annexNumber)).toEqual([1, 8]);
    expect(hiddenSourcesLine(entries[1]!, 'it')).toBe(
      'Si trova anche in: pesto, pasta di mandorle, dolci e gelati, granelle, oli di frutta a guscio, mortadella al pistacchio',
    );
    expect(hasSevereAllergy(entries)).toBe(true);
  });
});

describe('names checked against each language’s source (docs/product.md#allergy-card)', () => {
  it('Dutch: Bijlage II’s names, and a hidden-sources line a Dutch kitchen reads', () => {
    const nl = CARD_TEXTS.nl.allergens;
    expect(ANNEX_ALLERGENS.map((name) => nl[name as keyof typeof nl])).toEqual([
      'Glutenbevattende granen', 'Schaaldieren', 'Eieren', 'Vis', 'Aardnoten (pinda’s)', 'Soja', 'Melk', 'Noten',
      'Selderij', 'Mosterd', 'Sesamzaad', 'Zwaveldioxide en sulfieten', 'Lupine', 'Weekdieren',
    ]);
    expect(hiddenSourcesLine(cardEntries([{ name: 'Mustard', level: null }], 'nl')[0]!, 'nl')).toBe('Zit ook in: sauzen en dressings, mayonaise, marinades');
  });

  it('Chinese: the allergen groups as GB 7718 words them', () => {
    const zh = CARD_TEXTS.zh.allergens;
    expect([zh.Gluten, zh.Crustaceans, zh.Fish, zh.Eggs, zh.Peanuts, zh.Soy, zh.Milk, zh.Lactose]).toEqual([
      '含有麸质的谷物', '甲壳纲类动物（虾、龙虾、蟹等）', '鱼类', '蛋类', '花生', '大豆', '乳及乳制品', '乳糖',
    ]);
  });

  it('Japanese: the Consumer Affairs Agency’s names for the allergens it lists', () => {
    const ja = CARD_TEXTS.ja.allergens;
    expect([ja.Eggs, ja.Milk, ja.Peanuts, ja.Soy, ja['Sesame seeds'], ja.Crustaceans]).toEqual(['卵', '乳', '落花生（ピーナッツ）', '大豆', 'ごま', '甲殻類（えび・かに）']);
    const species = CARD_TEXTS.ja.species;
    expect([species.almond, species.walnut, species.cashew, species.macadamia, species.pistachio, species.wheat]).toEqual([
      'アーモンド', 'くるみ', 'カシューナッツ', 'マカダミアナッツ', 'ピスタチオ', '小麦',
    ]);
  });
});

describe('chosen grammatical gender', () => {
  it('is neutral by default: the same heading as before in every language', () => {
    expect(cardHeading('it')).toBe('Non posso mangiare:');
    expect(cardHeading('pl', 'neutral')).toBe('Nie mogę jeść:');
    expect(isCardGender('neutral')).toBe(true);
    expect(isCardGender('other')).toBe(false);
  });

  it('says allergic or intolerant in the chosen gender where the language needs one', () => {
    expect(cardHeading('it', 'feminine')).toBe('Sono allergica o intollerante a:');
    expect(cardHeading('it', 'masculine')).toBe('Sono allergico o intollerante a:');
    expect(cardHeading('fr', 'feminine')).toBe('Je suis allergique ou intolérante à :');
    expect(cardHeading('fr', 'masculine')).toBe('Je suis allergique ou intolérant à :');
    expect(cardHeading('es', 'feminine')).toBe('Soy alérgica o intolerante a:');
    expect(cardHeading('es', 'masculine')).toBe('Soy alérgico o intolerante a:');
    expect(cardHeading('pt', 'feminine')).toBe('Sou alérgica ou intolerante a:');
    expect(cardHeading('pt', 'masculine')).toBe('Sou alérgico ou intolerante a:');
    expect(cardHeading('pl', 'feminine')).toBe('Jestem uczulona lub mam nietolerancję na:');
    expect(cardHeading('pl', 'masculine')).toBe('Jestem uczulony lub mam nietolerancję na:');
  });

  it('keeps the neutral heading in the languages that say it without a gender', () => {
    expect(cardHeading('en', 'feminine')).toBe('I cannot eat:');
    expect(cardHeading('de', 'masculine')).toBe('Ich darf nicht essen:');
    expect(cardHeading('nl', 'feminine')).toBe('Ik mag niet eten:');
    expect(cardHeading('ja', 'masculine')).toBe('私は次のものを食べられません：');
    expect(cardHeading('zh', 'feminine')).toBe('我不能吃：');
  });

  it('changes only the heading of the printed block, the lines stay as they were', () => {
    const entries = cardEntries([{ name: 'Lactose', level: null }], 'it');
    expect(cardBlockLines(entries, 'it', 'feminine')).toEqual([
      'Sono allergica o intollerante a:',
      '7 · Lattosio — intolleranza',
      'Si trova anche in: burro, panna, formaggio grattugiato, siero di latte, caseina, impasti di pane e pizza, purè',
      'Anche le tracce contano: usate utensili, superfici e olio puliti (niente friggitrice in comune) e attenzione alla farina nell’aria.',
    ]);
    expect(cardBlockLines(entries, 'it')[0]).toBe('Non posso mangiare:');
  });
});
