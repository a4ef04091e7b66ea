import type { CatalogKind } from '@atelier/contracts';

type DefaultItem = {
  kind: CatalogKind;
  code: string;
  fr: { name: string; description: string };
  en: { name: string; description: string };
  /** null: a service priced at the hourly rate on the work order (§5). */
  price: number | null;
};

const service = (code: string, price: number | null, fr: DefaultItem['fr'], en: DefaultItem['en']): DefaultItem => ({ kind: 'SERVICE', code, price, fr, en });
const product = (code: string, price: number, fr: DefaultItem['fr'], en: DefaultItem['en']): DefaultItem => ({ kind: 'PRODUCT', code, price, fr, en });

/**
 * The catalogue a new account starts with (issue 5: "a useful French catalogue … that the owner
 * can edit"): the everyday jobs of a Quebec garage and the parts they use, at typical prices.
 */
export const DEFAULT_CATALOG: readonly DefaultItem[] = [
  service(
    'SRV-001',
    89.95,
    { name: "Vidange d'huile et filtre", description: "Huile synthétique jusqu'à 5 litres, filtre neuf et vérification des niveaux." },
    { name: 'Oil and filter change', description: 'Synthetic oil up to 5 litres, new filter and fluid level check.' },
  ),
  service(
    'SRV-002',
    39.95,
    { name: 'Permutation des pneus', description: 'Permutation des quatre roues et ajustement de la pression.' },
    { name: 'Tire rotation', description: 'Rotation of the four wheels and pressure adjustment.' },
  ),
  service(
    'SRV-003',
    79.95,
    { name: "Pose de pneus d'hiver (4 roues)", description: 'Changement saisonnier des quatre roues montées, serrage au couple.' },
    { name: 'Winter tire installation (4 wheels)', description: 'Seasonal swap of four mounted wheels, torqued to spec.' },
  ),
  service(
    'SRV-004',
    null,
    { name: 'Diagnostic électronique', description: "Lecture des codes d'erreur et recherche de panne, au taux horaire." },
    { name: 'Electronic diagnostic', description: 'Trouble code reading and fault finding, at the hourly rate.' },
  ),
  service(
    'SRV-005',
    189.95,
    { name: 'Freins avant – plaquettes', description: 'Remplacement des plaquettes avant, nettoyage et lubrification des étriers.' },
    { name: 'Front brakes – pads', description: 'Front pad replacement, caliper cleaning and lubrication.' },
  ),
  service(
    'SRV-006',
    49.95,
    { name: 'Inspection 100 points', description: 'Freins, suspension, pneus, éclairage, liquides et courroies, avec rapport.' },
    { name: '100-point inspection', description: 'Brakes, suspension, tires, lights, fluids and belts, with a report.' },
  ),
  service(
    'SRV-007',
    99.95,
    { name: 'Alignement', description: 'Réglage de la géométrie des quatre roues.' },
    { name: 'Wheel alignment', description: 'Four-wheel alignment.' },
  ),
  service(
    'SRV-008',
    59.95,
    { name: 'Remplacement de batterie', description: 'Test du système de charge, pose de la batterie et recyclage de l’ancienne.' },
    { name: 'Battery replacement', description: 'Charging system test, battery installation and recycling of the old one.' },
  ),
  service(
    'SRV-009',
    149.95,
    { name: 'Recharge de climatisation', description: "Vérification d'étanchéité et recharge du réfrigérant." },
    { name: 'A/C recharge', description: 'Leak check and refrigerant recharge.' },
  ),
  product(
    'PRD-001',
    12.95,
    { name: 'Huile synthétique 5W30 (litre)', description: 'Huile moteur synthétique, vendue au litre.' },
    { name: '5W30 synthetic oil (litre)', description: 'Synthetic engine oil, sold by the litre.' },
  ),
  product('PRD-002', 14.95, { name: 'Filtre à huile', description: 'Filtre à huile standard.' }, { name: 'Oil filter', description: 'Standard oil filter.' }),
  product(
    'PRD-003',
    74.95,
    { name: 'Plaquettes de frein avant', description: 'Jeu de plaquettes céramiques pour un essieu.' },
    { name: 'Front brake pads', description: 'Ceramic pad set for one axle.' },
  ),
  product(
    'PRD-004',
    189.95,
    { name: 'Batterie 12 V', description: 'Batterie de démarrage 12 V, garantie 3 ans.' },
    { name: '12 V battery', description: '12 V starting battery, 3-year warranty.' },
  ),
  product(
    'PRD-005',
    29.95,
    { name: "Balais d'essuie-glace (paire)", description: "Paire de balais d'essuie-glace toutes saisons." },
    { name: 'Wiper blades (pair)', description: 'All-season wiper blade pair.' },
  ),
  product('PRD-006', 6.95, { name: 'Liquide lave-glace -40 °C', description: 'Cruche de 3,78 L.' }, { name: 'Washer fluid -40 °C', description: '3.78 L jug.' }),
  product(
    'PRD-007',
    29.95,
    { name: 'Antigel (4 L)', description: 'Antigel prémélangé 50/50, longue durée.' },
    { name: 'Antifreeze (4 L)', description: 'Long-life 50/50 premixed antifreeze.' },
  ),
];
