// Montréal-area people, streets and vehicles, shared by `npm run seed:demo` and the data benchmark.

/** Deterministic pseudo-random numbers (mulberry32): the same seed gives the same shop. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  return { next, int, pick, chance: (p) => next() < p };
}

export const FIRST_NAMES = [
  'Marie',
  'Jean',
  'Pierre',
  'Michel',
  'Sylvie',
  'Nathalie',
  'Luc',
  'Stéphane',
  'Isabelle',
  'Martin',
  'Julie',
  'Mathieu',
  'Catherine',
  'Alexandre',
  'Geneviève',
  'François',
  'Mélanie',
  'Sébastien',
  'Karine',
  'Patrick',
  'Caroline',
  'Éric',
  'Josée',
  'Daniel',
  'Chantal',
  'Marc-André',
  'Jean-François',
  'Marie-Ève',
  'Simon',
  'Annie',
  'Olivier',
  'Émilie',
  'Louis',
  'Camille',
  'Gabriel',
  'Léa',
  'William',
  'Chloé',
  'Félix',
  'Rosalie',
  'Samuel',
  'Florence',
  'Thomas',
  'Charlotte',
  'Nicolas',
  'Maxime',
  'Véronique',
  'Guillaume',
  'Andrée',
  'Réjean',
  'Gaétan',
  'Ginette',
  'Denis',
  'Lise',
  'Hélène',
  'Benoît',
  'Jérôme',
  'Noémie',
  'Zoé',
  'Élodie',
  'Raphaël',
  'Étienne',
  'Jacinthe',
  'Francine',
  'Yves',
  'Claude',
  'Mario',
  'Sonia',
  'Marc',
  'Kevin',
  'Vincent',
  'Audrey',
  'Frédéric',
  'Valérie',
  'Alain',
  'Manon',
  'Normand',
  'Pascal',
  'Sophie',
  'Jacques',
  'Lucie',
  'André',
  'Danielle',
  'Richard',
  'Nancy',
  'Serge',
  'Diane',
  'Amélie',
  'Philippe',
  'Myriam',
  'Youssef',
  'Fatima',
  'Mohamed',
  'Linh',
  'Minh',
  'Carlos',
  'Ana',
  'Giuseppe',
  'Wei',
  'Priya',
];

/** Surnames, the most frequent in Québec first; a few from Montréal's newer families. */
export const LAST_NAMES = [
  'Tremblay',
  'Gagnon',
  'Roy',
  'Côté',
  'Bouchard',
  'Gauthier',
  'Morin',
  'Lavoie',
  'Fortin',
  'Gagné',
  'Ouellet',
  'Pelletier',
  'Bélanger',
  'Lévesque',
  'Bergeron',
  'Leblanc',
  'Paquette',
  'Girard',
  'Simard',
  'Boucher',
  'Caron',
  'Beaulieu',
  'Cloutier',
  'Dubé',
  'Poirier',
  'Fournier',
  'Lapointe',
  'Leclerc',
  'Lefebvre',
  'Poulin',
  'Thibault',
  'St-Pierre',
  'Nadeau',
  'Martin',
  'Landry',
  'Martel',
  'Bédard',
  'Grenier',
  'Lessard',
  'Bernier',
  'Richard',
  'Michaud',
  'Hébert',
  'Desjardins',
  'Couture',
  'Turcotte',
  'Lachance',
  'Parent',
  'Blais',
  'Gosselin',
  'Savard',
  'Proulx',
  'Beaudoin',
  'Demers',
  'Perreault',
  'Boudreau',
  'Lemieux',
  'Cyr',
  'Perron',
  'Dufour',
  'Dion',
  'Mercier',
  'Bolduc',
  'Bérubé',
  'Boisvert',
  'Langlois',
  'Ménard',
  'Laplante',
  'Duval',
  'Lacroix',
  'Pépin',
  'Rousseau',
  'Vallée',
  'Tessier',
  'Champagne',
  'Plante',
  'Brassard',
  'Gingras',
  'Auger',
  'Lambert',
  'Marcotte',
  'Charbonneau',
  'Labelle',
  'Harvey',
  'Guay',
  'Dumont',
  'Thériault',
  'Fontaine',
  'Nguyen',
  'Tran',
  'Haddad',
  'Khoury',
  'Rossi',
  'Santos',
  'Joseph',
  'Diallo',
  'Benali',
  'Da Silva',
  'Papadopoulos',
  'Chen',
];

/** Fictional domains (.test is reserved): a demo never mails a real person. */
export const EMAIL_DOMAINS = ['videotron.test', 'courriel.test', 'sympatico.test', 'exemple.test'];

/** Mobile area codes of Montréal (514, 438) and its suburbs (450). */
export const AREA_CODES = ['514', '438', '450'];

/** Real streets with the postal code prefix (FSA) of the part of town they run through. */
export const STREETS = [
  { street: 'rue Saint-Denis', city: 'Montréal', fsa: 'H2J' },
  { street: 'boulevard Saint-Laurent', city: 'Montréal', fsa: 'H2T' },
  { street: 'avenue du Mont-Royal Est', city: 'Montréal', fsa: 'H2J' },
  { street: 'rue Beaubien Est', city: 'Montréal', fsa: 'H2S' },
  { street: 'rue Jean-Talon Est', city: 'Montréal', fsa: 'H1S' },
  { street: 'rue Masson', city: 'Montréal', fsa: 'H1Y' },
  { street: 'rue Ontario Est', city: 'Montréal', fsa: 'H1W' },
  { street: 'rue Hochelaga', city: 'Montréal', fsa: 'H1V' },
  { street: 'boulevard Pie-IX', city: 'Montréal', fsa: 'H1X' },
  { street: 'rue Fleury Est', city: 'Montréal', fsa: 'H2C' },
  { street: 'rue Villeray', city: 'Montréal', fsa: 'H2R' },
  { street: 'avenue Christophe-Colomb', city: 'Montréal', fsa: 'H2S' },
  { street: 'rue Notre-Dame Ouest', city: 'Montréal', fsa: 'H4C' },
  { street: 'avenue Monkland', city: 'Montréal', fsa: 'H4A' },
  { street: 'boulevard Décarie', city: 'Montréal', fsa: 'H4B' },
  { street: 'rue Wellington', city: 'Verdun', fsa: 'H4G' },
  { street: 'boulevard LaSalle', city: 'LaSalle', fsa: 'H8P' },
  { street: 'boulevard Marcel-Laurin', city: 'Saint-Laurent', fsa: 'H4R' },
  { street: 'boulevard des Sources', city: 'Pointe-Claire', fsa: 'H9R' },
  { street: 'boulevard Saint-Martin Ouest', city: 'Laval', fsa: 'H7M' },
  { street: 'boulevard des Laurentides', city: 'Laval', fsa: 'H7G' },
  { street: 'boulevard Curé-Labelle', city: 'Laval', fsa: 'H7P' },
  { street: 'chemin de Chambly', city: 'Longueuil', fsa: 'J4H' },
  { street: 'boulevard Taschereau', city: 'Brossard', fsa: 'J4Z' },
  { street: 'boulevard de Mortagne', city: 'Boucherville', fsa: 'J4B' },
  { street: 'montée Masson', city: 'Terrebonne', fsa: 'J6W' },
  { street: 'rue Notre-Dame', city: 'Repentigny', fsa: 'J6A' },
];

// Canada Post leaves D, F, I, O, Q and U out of postal codes.
const POSTAL_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';
// Québec plates print no O (a 0 instead); I and Q are left out as too close to 1 and 0.
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTVWXYZ';

/** The unaccented lower-case form used in an email address ('Côté' → 'cote', 'St-Pierre' → 'stpierre'). */
export function emailPart(name) {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

export function postcode(random, fsa) {
  return `${fsa} ${random.int(0, 9)}${random.pick(POSTAL_LETTERS)}${random.int(0, 9)}`;
}

/** A plate in one of the formats on the road: 'A12 BCD' (since 2009) or '123 ABC' (1996-2009). */
export function plate(random) {
  const letters = (n) => Array.from({ length: n }, () => random.pick(PLATE_LETTERS)).join('');
  const digits = (n) => Array.from({ length: n }, () => random.int(0, 9)).join('');
  return random.chance(0.7) ? `${letters(1)}${digits(2)} ${letters(3)}` : `${digits(3)} ${letters(3)}`;
}

/**
 * Vehicles seen in a Montréal garage: the first eight VIN characters of a real make, model and
 * body (checked against the NHTSA vPIC data: the VIN decodes to this make and model), the model
 * years of that generation, the plant letter, the equipment type and the relative frequency.
 */
export const VEHICLE_MODELS = [
  { make: 'Toyota', model: 'Corolla', prefix: '2T1BURHE', years: [2014, 2019], plant: 'C', type: 'car', weight: 8 },
  { make: 'Toyota', model: 'RAV4', prefix: '2T3RFREV', years: [2013, 2018], plant: 'W', type: 'car', weight: 7 },
  { make: 'Honda', model: 'Civic', prefix: '2HGFC2F5', years: [2016, 2021], plant: 'H', type: 'car', weight: 9 },
  { make: 'Honda', model: 'CR-V', prefix: '2HKRW2H8', years: [2017, 2022], plant: 'H', type: 'car', weight: 7 },
  { make: 'Honda', model: 'Accord', prefix: '1HGCV1F3', years: [2018, 2022], plant: 'A', type: 'car', weight: 2 },
  { make: 'Ford', model: 'F-150', prefix: '1FTEW1EP', years: [2015, 2020], plant: 'F', type: 'truck', weight: 6 },
  { make: 'Ford', model: 'Escape', prefix: '1FMCU9GD', years: [2017, 2019], plant: 'U', type: 'car', weight: 3 },
  { make: 'Hyundai', model: 'Elantra', prefix: '5NPD84LF', years: [2017, 2020], plant: 'H', type: 'car', weight: 6 },
  { make: 'Hyundai', model: 'Tucson', prefix: 'KM8J3CA4', years: [2016, 2021], plant: 'U', type: 'car', weight: 3 },
  { make: 'Mazda', model: 'CX-5', prefix: 'JM3KFBCM', years: [2017, 2021], plant: '0', type: 'car', weight: 5 },
  { make: 'Mazda', model: 'Mazda3', prefix: '3MZBPACL', years: [2019, 2022], plant: 'M', type: 'car', weight: 4 },
  { make: 'Subaru', model: 'Outback', prefix: '4S4BSANC', years: [2015, 2019], plant: '3', type: 'car', weight: 3 },
  { make: 'Subaru', model: 'Forester', prefix: 'JF2SKAGC', years: [2019, 2023], plant: 'H', type: 'car', weight: 3 },
  { make: 'Chevrolet', model: 'Silverado', prefix: '1GCUYDED', years: [2019, 2021], plant: 'Z', type: 'truck', weight: 4 },
  { make: 'Chevrolet', model: 'Equinox', prefix: '2GNAXSEV', years: [2018, 2020], plant: '6', type: 'car', weight: 3 },
  { make: 'Kia', model: 'Soul', prefix: 'KNDJP3A5', years: [2014, 2019], plant: '7', type: 'car', weight: 4 },
  { make: 'Nissan', model: 'Rogue', prefix: '5N1AT2MV', years: [2014, 2020], plant: 'C', type: 'car', weight: 5 },
  { make: 'Nissan', model: 'Sentra', prefix: '3N1AB7AP', years: [2013, 2019], plant: 'Y', type: 'car', weight: 3 },
  { make: 'Volkswagen', model: 'Jetta', prefix: '3VWD17AJ', years: [2011, 2018], plant: 'M', type: 'car', weight: 4 },
  { make: 'Volkswagen', model: 'Golf', prefix: '3VW217AU', years: [2015, 2017], plant: 'M', type: 'car', weight: 2 },
  { make: 'Ram', model: '1500', prefix: '1C6RR7LT', years: [2013, 2018], plant: 'S', type: 'truck', weight: 4 },
  { make: 'Toyota', model: 'Tacoma', prefix: '3TMCZ5AN', years: [2016, 2021], plant: 'M', type: 'truck', weight: 2 },
  { make: 'Dodge', model: 'Grand Caravan', prefix: '2C4RDGBG', years: [2012, 2020], plant: 'R', type: 'car', weight: 4 },
];

/** Picks by the `weight` of each item. */
export function weighted(random, items) {
  const total = items.reduce((s, i) => s + i.weight, 0);
  let left = random.next() * total;
  for (const item of items) {
    left -= item.weight;
    if (left < 0) return item;
  }
  return items[items.length - 1];
}
