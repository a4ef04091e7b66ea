// Backlog tasks a Montréal garage writes down for a vehicle's next visit (workshop §3 Entry).
export const BACKLOG_TASKS = [
  { name: "Changement d'huile et filtre", content: 'Huile synthétique 5W-30, filtre à huile neuf', type: 'SERVICE', price: 89.95, weight: 10 },
  { name: "Pose des pneus d'hiver", content: "Obligatoires du 1er décembre au 15 mars; entreposage des pneus d'été", type: 'SERVICE', price: 79, weight: 9 },
  { name: 'Freins avant', content: 'Plaquettes et disques avant, lubrification des étriers', type: 'SERVICE', price: 389, weight: 5 },
  { name: 'Freins arrière', content: 'Plaquettes arrière; disques à mesurer', type: 'SERVICE', price: 329, weight: 3 },
  { name: 'Inspection multipoints', content: 'Suspension, direction, échappement, niveaux', type: 'SERVICE', price: null, weight: 6 },
  { name: 'Alignement des roues', content: null, type: 'SERVICE', price: 119.95, weight: 3 },
  { name: 'Permutation des pneus', content: null, type: 'SERVICE', price: 39.95, weight: 4 },
  { name: 'Antirouille annuel', content: 'Traitement à base d’huile, bas de caisse et portières', type: 'SERVICE', price: 149.95, weight: 4 },
  { name: 'Diagnostic du témoin moteur', content: 'Lecture des codes et essai routier', type: 'SERVICE', price: 120, weight: 2 },
  { name: 'Vidange du liquide de refroidissement', content: null, type: 'SERVICE', price: 149, weight: 2 },
  { name: 'Vérification de la climatisation', content: 'Recherche de fuite et recharge si nécessaire', type: 'SERVICE', price: 99, weight: 2 },
  { name: 'Batterie 12 V', content: 'Test de charge: 38 % de capacité', type: 'PRODUCT', price: 189.99, weight: 2 },
  { name: "Balais d'essuie-glace d'hiver", content: null, type: 'PRODUCT', price: 24.99, quantity: 2, weight: 3 },
  { name: "Filtre à air de l'habitacle", content: null, type: 'PRODUCT', price: 39.95, weight: 2 },
];
