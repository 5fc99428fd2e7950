/**
 * The scene table: which things a stand-in picture can draw, by the words that name them. A picture's
 * alt text chooses its setting (a savannah, a forest, a fjord, a desk seen from above) and the figures in
 * it (a gorilla, a baobab and a safari vehicle, a river ship, the Eiffel Tower), so the picture shows
 * what its words say. `undrawnSubjects` names what an alt text's subject asks for that the table cannot
 * draw, so content cannot promise a picture what it will not show.
 */
import * as fig from './figures.ts';
import type { Draw, Stage } from './figures.ts';
import { mix } from './paint.ts';
import * as life from './still-life.ts';
import type { Item } from './still-life.ts';

export type Setting =
  | 'savannah'
  | 'forest'
  | 'desert'
  | 'hills'
  | 'river'
  | 'mountains'
  | 'fjord'
  | 'sea'
  | 'lagoon'
  | 'coast'
  | 'city'
  | 'desk'
  | 'room';

/** A thing the table draws: in a landscape (`draw`, `size` in shares of the picture's shorter side) or on a desk (`item`). */
export interface Motif {
  name: string;
  words: RegExp;
  /** Where it is found when the words name no setting. */
  setting?: Setting;
  draw?: Draw;
  size?: number;
  /** Where a landscape's figure stands: on the land (the default), afloat, on the far shore, or over everything (the weather). */
  stands?: 'water' | 'shore' | 'sky';
  item?: Item;
}

const lavender = (): string => '#8a78a8';
const rice = (): string => '#7fa05a';
const autumn = (): string => '#b5482f';
const whitewash = (st: Stage): string => mix(st.pale, '#ffffff', 0.5);
const pastel = (st: Stage, i: number): string => ['#e9c9a3', '#e7b8a4', '#f1e3c2', '#d9c7a0', '#f3d9c9'][i % 5] ?? st.pale;
const painted = (_st: Stage, i: number): string => ['#b8473c', '#e0b04a', '#3f6f8f', '#5f8a5a', '#e9e2d2'][i % 5] ?? '#e9e2d2';

/**
 * The motifs, in order of precedence where one word could name two: "river ship" is a river ship
 * before it is a ship. Words match whole words of the alt text, lower case.
 */
export const MOTIFS: Motif[] = [
  // Africa
  { name: 'gorilla', words: /^gorillas?$/, setting: 'forest', draw: fig.gorilla, size: 0.34 },
  { name: 'baobab', words: /^baobabs?$/, setting: 'savannah', draw: fig.baobab, size: 0.42 },
  { name: 'safari vehicle', words: /^(?:vehicles?|jeeps?)$/, setting: 'savannah', draw: fig.safariVehicle, size: 0.2 },
  { name: 'elephants', words: /^elephants?$/, setting: 'savannah', draw: fig.herd(fig.elephant, 3, 0.9), size: 0.22 },
  { name: 'giraffe', words: /^giraffes?$/, setting: 'savannah', draw: fig.giraffe, size: 0.36 },
  { name: 'zebra', words: /^zebras?$/, setting: 'savannah', draw: fig.herd(fig.zebra, 3, 0.7), size: 0.18 },
  { name: 'wildebeest', words: /^wildebeests?$/, setting: 'savannah', draw: fig.herd(fig.wildebeest, 6, 0.5), size: 0.17 },
  { name: 'lioness', words: /^(?:lioness|lionesses|lions?|kopje)$/, setting: 'savannah', draw: fig.lioness, size: 0.3 },
  { name: 'leopard', words: /^leopards?$/, setting: 'savannah', draw: fig.leopard, size: 0.4 },
  { name: 'balloon', words: /^balloons?$/, setting: 'savannah', draw: fig.balloon, size: 0.26 },
  { name: 'tent', words: /^(?:tents?|tented|camp|camps)$/, setting: 'savannah', draw: fig.tent, size: 0.2 },
  { name: 'acacia', words: /^acacias?$/, setting: 'savannah', draw: fig.acaciaTree, size: 0.3 },
  {
    name: 'canoe',
    stands: 'water',
    words: /^(?:canoes?|kayaks?|dugout)$/,
    setting: 'river',
    draw: fig.smallBoat(2, false),
    size: 0.14,
  },
  {
    name: 'volcano',
    stands: 'shore',
    words: /^(?:volcano|volcanoes|volcanic|peaks?|fuji)$/,
    setting: 'forest',
    draw: fig.peak(false),
    size: 0.5,
  },
  // Forest and islands
  { name: 'hanging bridge', words: /^hanging$/, setting: 'forest', draw: fig.hangingBridge, size: 0.3 },
  { name: 'pavilion', words: /^pavilions?$/, setting: 'forest', draw: fig.pavilion, size: 0.24 },
  { name: 'tortoise', words: /^tortoises?$/, setting: 'forest', draw: fig.tortoise, size: 0.16 },
  // Ice and sea
  { name: 'polar bear', words: /^bears?$/, setting: 'fjord', draw: fig.polarBear, size: 0.16 },
  { name: 'penguins', words: /^penguins?$/, setting: 'fjord', draw: fig.herd(fig.penguin, 5, 0.4), size: 0.12 },
  { name: 'whale', stands: 'water', words: /^(?:whales?|tail|flukes?)$/, setting: 'fjord', draw: fig.whaleTail, size: 0.24 },
  { name: 'glacier', stands: 'shore', words: /^(?:glaciers?|tidewater)$/, setting: 'fjord', draw: fig.glacier, size: 0.3 },
  {
    name: 'icebergs',
    stands: 'water',
    words: /^(?:icebergs?|ice|icy)$/,
    setting: 'fjord',
    draw: fig.herd(fig.iceberg, 2, 1.4),
    size: 0.14,
  },
  { name: 'zodiac', stands: 'water', words: /^(?:zodiac|tender)$/, setting: 'fjord', draw: fig.smallBoat(4, true), size: 0.12 },
  { name: 'sea lion', words: /^(?:sea-lions?|seals?)$/, setting: 'sea', draw: fig.seaLion, size: 0.2 },
  {
    name: 'river ship',
    stands: 'water',
    words: /^(?:riverboats?|barges?|river-ships?)$/,
    setting: 'river',
    draw: fig.riverShip,
    size: 0.4,
  },
  { name: 'expedition ship', stands: 'water', words: /^expedition$/, setting: 'fjord', draw: fig.expeditionShip, size: 0.32 },
  { name: 'felucca', stands: 'water', words: /^(?:feluccas?|rabelo|sails)$/, setting: 'river', draw: fig.felucca, size: 0.26 },
  {
    name: 'sailing yacht',
    stands: 'water',
    words: /^(?:yachts?|sailboats?|sailing|boats?)$/,
    setting: 'sea',
    draw: fig.sailboat,
    size: 0.26,
  },
  { name: 'ship', stands: 'water', words: /^(?:ships?|cruise|liner|deck)$/, setting: 'sea', draw: fig.cruiseShip, size: 0.34 },
  {
    name: 'overwater villas',
    stands: 'water',
    words: /^(?:overwater|bungalows?|stilts)$/,
    setting: 'lagoon',
    draw: fig.overwaterVillas,
    size: 0.3,
  },
  {
    name: 'palms',
    words: /^(?:palms?|palm-fringed|palm-lined)$/,
    setting: 'coast',
    draw: fig.herd(fig.palmTree, 3, 0.45),
    size: 0.34,
  },
  { name: 'boulders', words: /^boulders?$/, setting: 'coast', draw: fig.boulders, size: 0.24 },
  {
    name: 'whitewashed village',
    stands: 'shore',
    words: /^(?:domes?|blue-domed|chapel|santorini|whitewashed|greek|houses)$/,
    setting: 'coast',
    draw: fig.houses(whitewash, true),
    size: 0.36,
  },
  {
    name: 'pastel village',
    stands: 'shore',
    words: /^(?:pastel|amalfi|positano)$/,
    setting: 'coast',
    draw: fig.houses(pastel, false),
    size: 0.36,
  },
  {
    name: 'painted houses',
    stands: 'shore',
    words: /^(?:colourful|colorful|greenland)$/,
    setting: 'coast',
    draw: fig.houses(painted, false),
    size: 0.3,
  },
  { name: 'wedding arch', words: /^arch$/, setting: 'coast', draw: fig.weddingArch, size: 0.3 },
  { name: 'pool', words: /^(?:pool|pools)$/, setting: 'coast', draw: fig.infinityPool, size: 0.2 },
  {
    name: 'parasol',
    words: /^(?:umbrellas?|parasols?|loungers?|chairs?)$/,
    setting: 'coast',
    draw: fig.parasolLoungers,
    size: 0.24,
  },
  { name: 'table', words: /^(?:dinner|tables?|pergola|terrace|feast)$/, draw: fig.terraceTable, size: 0.28 },
  { name: 'golf', words: /^(?:golf|flag)$/, setting: 'coast', draw: fig.golfFlag, size: 0.26 },
  { name: 'court', words: /^(?:court|courts|pickleball|tennis)$/, setting: 'hills', draw: fig.court, size: 0.3 },
  // Countryside
  { name: 'cypresses', words: /^(?:cypress|cypresses)$/, setting: 'hills', draw: fig.herd(fig.cypressTree, 3, 0.16), size: 0.34 },
  { name: 'chateau', stands: 'shore', words: /^(?:chateaux?|château)$/, setting: 'hills', draw: fig.chateau, size: 0.3 },
  { name: 'manor', words: /^(?:manor|georgian)$/, setting: 'hills', draw: fig.manor, size: 0.26 },
  { name: 'castle', stands: 'shore', words: /^(?:castles?|turreted|fortress)$/, setting: 'hills', draw: fig.castle, size: 0.3 },
  {
    name: 'villa',
    words: /^(?:villas?|finca|farmhouse|estate|house|schoolhouse|school)$/,
    setting: 'hills',
    draw: fig.villa,
    size: 0.24,
  },
  { name: 'hill town', words: /^medieval$/, setting: 'hills', draw: fig.hillTown, size: 0.3 },
  {
    name: 'olive trees',
    words: /^(?:olives?|groves?|oaks?)$/,
    setting: 'hills',
    draw: fig.herd(fig.roundTree(), 3, 0.5),
    size: 0.2,
  },
  { name: 'lavender', words: /^lavender$/, setting: 'hills', draw: fig.fieldRows(lavender), size: 0.5 },
  { name: 'rice terraces', words: /^rice$/, setting: 'hills', draw: fig.fieldRows(rice), size: 0.5 },
  { name: 'vineyards', words: /^(?:vineyards?|vines?|wine|terraces|terraced)$/, setting: 'hills', draw: fig.vineyard, size: 0.4 },
  { name: 'temple', words: /^(?:pagodas?|temples?|shrine)$/, setting: 'hills', draw: fig.pagoda, size: 0.34 },
  { name: 'maples', words: /^(?:maples?|leaves)$/, setting: 'hills', draw: fig.herd(fig.roundTree(autumn), 2, 0.6), size: 0.22 },
  { name: 'ruins', words: /^(?:ruins|picchu)$/, setting: 'mountains', draw: fig.machuPicchu, size: 0.4 },
  { name: 'columns', words: /^(?:columns?|karnak)$/, setting: 'desert', draw: fig.columns, size: 0.3 },
  { name: 'camels', words: /^(?:camels?|caravan)$/, setting: 'desert', draw: fig.herd(fig.camel, 3, 0.8), size: 0.2 },
  // Weather
  { name: 'snowfall', stands: 'sky', words: /^(?:snow|snowy|snow-covered|snow-capped|snowfall)$/, draw: fig.snowfall, size: 1 },
  { name: 'mist', stands: 'sky', words: /^(?:mist|misty)$/, draw: fig.mist, size: 1 },
  // Mountains
  { name: 'train', words: /^(?:trains?|viaduct)$/, setting: 'mountains', draw: fig.viaductTrain, size: 0.26 },
  { name: 'chalet', words: /^chalets?$/, setting: 'mountains', draw: fig.chalet, size: 0.22 },
  { name: 'waterfall', words: /^waterfalls?$/, setting: 'mountains', draw: fig.waterfall, size: 0.34 },
  { name: 'aurora', stands: 'sky', words: /^(?:northern|aurora)$/, setting: 'mountains', draw: fig.aurora, size: 1 },
  {
    name: 'pines',
    words: /^(?:pines?|spruces?|firs?)$/,
    setting: 'mountains',
    draw: fig.herd(fig.spruceTree, 4, 0.3),
    size: 0.18,
  },
  { name: 'arcade', words: /^(?:arches|moorish|courtyard|cloister)$/, setting: 'desert', draw: fig.arcade, size: 0.34 },
  // Towns and cities
  { name: 'eiffel tower', words: /^(?:eiffel|paris)$/, setting: 'city', draw: fig.eiffelTower, size: 0.5 },
  { name: 'parliament', stands: 'shore', words: /^parliament$/, setting: 'river', draw: fig.parliament, size: 0.3 },
  {
    name: 'gothic towers',
    words: /^(?:gothic|cathedral|spire|church|prague)$/,
    setting: 'city',
    draw: fig.gothicTowers,
    size: 0.38,
  },
  { name: 'city hall', words: /^(?:hall|rathaus)$/, setting: 'city', draw: fig.cityHall, size: 0.36 },
  {
    name: 'stone bridge',
    stands: 'shore',
    words: /^(?:charles|seine|statues|bridges?)$/,
    setting: 'river',
    draw: fig.stoneBridge,
    size: 0.3,
  },
  {
    name: 'walled town',
    stands: 'shore',
    words: /^(?:walled|kotor|dubrovnik|harbour)$/,
    setting: 'coast',
    draw: fig.walledTown,
    size: 0.32,
  },
  { name: 'market stalls', words: /^(?:markets?|stalls?)$/, setting: 'city', draw: fig.marketStalls, size: 0.3 },
  { name: 'christmas tree', words: /^christmas$/, setting: 'city', draw: fig.christmasTree, size: 0.4 },
  {
    name: 'half-timbered houses',
    words: /^(?:half-timbered|village)$/,
    setting: 'city',
    draw: fig.timberHouses,
    size: 0.28,
  },
  { name: 'palace', stands: 'shore', words: /^(?:palaces?|viennese)$/, setting: 'river', draw: fig.palace, size: 0.3 },
  { name: 'stadium', words: /^(?:stadium|football|floodlit)$/, setting: 'city', draw: fig.stadium, size: 0.34 },
  { name: 'race cars', words: /^(?:racing|circuit)$/, setting: 'city', draw: fig.herd(fig.raceCar, 2, 1.3), size: 0.1 },
  // People
  {
    name: 'family',
    words: /^(?:family|families|children|grandchildren|granddaughter|grandfather|grandmother|generations)$/,
    draw: fig.people(2, 2),
    size: 0.26,
  },
  { name: 'couple', words: /^(?:couple|women)$/, draw: fig.people(2, 0), size: 0.28 },
  { name: 'person', words: /^(?:advisor|guide|professor|concierge|hart)$/, draw: fig.people(1, 0), size: 0.3 },
  {
    name: 'people',
    words: /^(?:people|advisors|travellers?|group|volunteers|teachers|guests)$/,
    draw: fig.people(3, 0),
    size: 0.28,
  },
  { name: 'lanterns', words: /^(?:lanterns?|garlands?)$/, draw: fig.lanterns, size: 0.5 },
  // On a desk
  { name: 'passport', words: /^passports?$/, setting: 'desk', item: life.passport },
  { name: 'boarding pass', words: /^(?:boarding|pass|tickets?)$/, setting: 'desk', item: life.boardingPass },
  {
    name: 'itinerary',
    words: /^(?:itinerary|itineraries|brochures?|guide|playbook|order|note|policy)$/,
    setting: 'desk',
    item: life.guideBook,
  },
  { name: 'map', words: /^(?:maps?|route)$/, setting: 'desk', item: life.map },
  { name: 'laptop', words: /^laptops?$/, setting: 'desk', item: life.laptop },
  { name: 'pen', words: /^pens?$/, setting: 'desk', item: life.pen },
  { name: 'notebook', words: /^(?:notebooks?|notes)$/, setting: 'desk', item: life.notebook },
  { name: 'journals', words: /^(?:journals?|books?)$/, setting: 'desk', item: life.journals },
  { name: 'glasses', words: /^glasses$/, setting: 'desk', item: life.glasses },
  { name: 'coffee', words: /^(?:coffee|cup|cups)$/, setting: 'desk', item: life.cup },
  { name: 'telephone', words: /^(?:telephone|phone)$/, setting: 'desk', item: life.telephone },
  { name: 'ticket wallet', words: /^wallets?$/, setting: 'desk', item: life.ticketWallet },
  { name: 'suitcase', words: /^(?:suitcases?|shirts?|linen)$/, setting: 'desk', item: life.suitcase },
  { name: 'rings', words: /^rings?$/, setting: 'desk', item: life.rings },
  { name: 'envelope', words: /^envelopes?$/, setting: 'desk', item: life.envelope },
  { name: 'binoculars', words: /^binoculars$/, setting: 'desk', item: life.binoculars },
  { name: 'packing cubes', words: /^(?:cubes|scarf)$/, setting: 'desk', item: life.packingCubes },
  { name: 'mugs', words: /^mugs?$/, setting: 'desk', item: life.mugs },
  { name: 'ornaments', words: /^ornaments?$/, setting: 'desk', item: life.ornaments },
  { name: 'paper stars', words: /^stars$/, setting: 'desk', item: life.paperStars },
  { name: 'candles', words: /^(?:candles?|candlelit)$/, setting: 'desk', item: life.candles },
  { name: 'champagne', words: /^champagne$/, setting: 'desk', item: life.champagne },
  { name: 'roses', words: /^(?:roses?|flowers?)$/, setting: 'desk', item: life.roses },
];

/** Words that name a place of their own: they choose the setting, whatever the figures in it. */
const SETTING_WORDS: [Setting, RegExp][] = [
  ['room', /^(?:room|office|lobby|lounge|suite|seminar|classroom|session|café|cafe|library|armchairs|storefront)$/],
  ['desk', /^(?:desk|desks)$/],
  ['lagoon', /^(?:lagoon|maldivian|maldives|tahiti|bora)$/],
  ['fjord', /^(?:fjord|fjords|antarctic|arctic|polar|svalbard|greenland|alaska|alaskan|channel)$/],
  ['forest', /^(?:forest|rainforest|canopy|jungle|ferns|virunga|highlands)$/],
  ['desert', /^(?:desert|dunes?|sahara|moroccan)$/],
  ['savannah', /^(?:savannah|plain|grassland|serengeti|mara|kenyan|safari)$/],
  ['river', /^(?:river|river-ship|rhine|danube|douro|nile|mekong|canal|riverbank|wachau|loch|lake|moat|delta)$/],
  ['mountains', /^(?:mountains?|alps|alpine|valley|lapland)$/],
  ['city', /^(?:city|town|square|street|rooftops|old-town|skyline)$/],
  ['sea', /^(?:sea|ocean|aegean|atlantic|pacific|wake)$/],
  ['coast', /^(?:bay|cove|beach|coast|coastal|shore|shoreline|caldera|headland|sand|island|balcony|cliffs?)$/],
  ['hills', /^(?:hills?|hillside|hilltop|tuscan|tuscany|provence|countryside|lawn|fields|garden|green|slopes)$/],
];

const settingOfWord = (word: string): Setting | undefined => SETTING_WORDS.find(([, pattern]) => pattern.test(word))?.[0];
const motifOfWord = (word: string): Motif | undefined => MOTIFS.find((m) => m.words.test(word));

/** The words of an alt text as the table reads them: lower case, possessives dropped, hyphenated words kept whole. */
export const tableWords = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/\bsea lion/g, 'sea-lion')
    .replace(/\briver ship/g, 'river-ship')
    .replace(/['’]s\b/g, '')
    .split(/[^\p{L}-]+/u)
    .map((w) => w.replace(/^-+|-+$/g, ''))
    .filter(Boolean);

export interface Scene {
  setting: Setting;
  /** The figures, the first the subject, drawn at the focus point. */
  motifs: Motif[];
}

/** The motifs that are people, drawn in any setting. */
export const PEOPLE = ['family', 'couple', 'person', 'people'];

/** Nouns that, after a word naming a thing, only say what kind of thing it is. */
const GENERIC = /^(?:trees?|houses|village|town|boats?|ship|cars|bridge)$/;

/** Up to three figures for a landscape, up to five things on a desk. */
const MOST = { landscape: 3, desk: 5 };

/** The scene an alt text asks for: the things it names, in its order, and the place they are in. */
export function sceneOf(alt: string, fallback: Setting = 'coast'): Scene {
  // An owner is not in the picture: "Evelyn Hart's desk" shows a desk, "a whale's tail" a tail.
  const words = tableWords(alt.replace(/[\p{L}-]+['’]s\b/gu, ''));
  const found: Motif[] = [];
  for (const [i, word] of words.entries()) {
    const motif = motifOfWord(word);
    // "Cypress trees" and "pastel houses" are one thing, named by their first word.
    if (!motif || found.includes(motif) || (GENERIC.test(word) && words.slice(Math.max(0, i - 2), i).some(motifOfWord))) continue;
    found.push(motif);
  }
  // The most particular place named wins: a forest on a mountain is a forest, a golf green by the sea is by the sea.
  const named = SETTING_WORDS.find(([, pattern]) => words.some((w) => pattern.test(w)))?.[0];
  const first = found[0];
  let setting: Setting;
  const someone = found.some((m) => PEOPLE.includes(m.name));
  // People with the things of a desk are drawn in the room they work in.
  const outdoors = found.some((m) => m.draw && m.setting);
  if (named === 'room' || (someone && (named === 'desk' || (!named && !outdoors && found.some((m) => m.item))))) setting = 'room';
  else if (first?.item || named === 'desk') setting = found.some((m) => m.item) ? 'desk' : 'room';
  else setting = named ?? found.find((m) => m.setting)?.setting ?? fallback;
  // A room keeps the things of its desk: they are drawn as the table its people sit at.
  const motifs =
    setting === 'desk'
      ? found.filter((m) => m.item).slice(0, MOST.desk)
      : found.filter((m) => m.draw || setting === 'room').slice(0, MOST.landscape);
  return { setting, motifs };
}

// ——— The subject an alt text names ———

/** Words that end an alt text's subject: what follows says where it is or what it does. */
const LINKS =
  /^(?:on|in|at|above|beneath|below|among|along|across|over|under|with|beside|by|near|from|through|to|into|behind|around|off|facing|between|against|towards|after|during|before|outside|full|for|reflected|lit|set|seen|together|open)$/;
/** Words that name part or a gathering of something: "a herd of zebra" is zebra, "the ruins of Machu Picchu" Machu Picchu. */
const GATHERINGS =
  /^(?:group|herd|caravan|colony|silhouette|rows|row|wake|facade|columns|rooftops|ruins|generations|walls|pair|strings|string|town|square)$/;
/** Words ending like participles that describe rather than act: a "wedding" arch, a "boarding" pass. */
const DESCRIBING =
  /^(?:red|wedding|boarding|writing|packing|racing|sailing|planning|handwritten|lantern-lit|snow-covered|tented)$/;
/** Words after which an -ed or -ing word describes the thing to come: "a walled town", "a hanging bridge". */
const DETERMINERS = /^(?:a|an|the|two|three|four|old|small)$/;
/** Words every landscape draws: its sky, sun or moon, and at night its lit windows. */
const ALWAYS = /^(?:sun|moon|sky|sunset|sunrise|lights)$/;

/**
 * The things an alt text's subject names: the last word of its opening phrase (before the first word
 * that says where or what it does), of each part joined by "and", and the thing a gathering is of.
 */
export function subjectsOf(alt: string): string[] {
  const raw = alt.split(/\s+/);
  const heads: string[] = [];
  // "An acacia tree" is an acacia: a generic last word hands over to the word before it.
  const headOf = (words: string[]): string =>
    GENERIC.test(words.at(-1) as string) && words.length > 1 && motifOfWord(words.at(-2) as string)
      ? (words.at(-2) as string)
      : (words.at(-1) as string);
  let phrase: string[] = [];
  for (const token of raw) {
    const word = tableWords(token)[0];
    if (!word) continue;
    const describes = phrase.length === 0 || DETERMINERS.test(phrase.at(-1) as string);
    const acts = !describes && !DESCRIBING.test(word) && /(?:ing|ed)$/.test(word);
    if (word === 'of') {
      if (phrase.length > 0 && GATHERINGS.test(phrase.at(-1) as string)) {
        phrase = [];
        continue;
      }
      break;
    }
    if ((!describes && LINKS.test(word)) || acts) break;
    if (word === 'and') {
      if (phrase.length > 0) heads.push(headOf(phrase));
      phrase = [];
      continue;
    }
    phrase.push(word);
    if (/[,.;]$/.test(token)) break;
  }
  if (phrase.length > 0) heads.push(headOf(phrase));
  return heads;
}

/** True when the table draws what a word names: a figure, a thing on a desk, or a place. */
export const drawable = (word: string): boolean =>
  ALWAYS.test(word) || motifOfWord(word) !== undefined || settingOfWord(word) !== undefined;

/** The words of an alt text's subject that the scene table cannot draw. */
export const undrawnSubjects = (alt: string): string[] => subjectsOf(alt).filter((word) => !drawable(word));
