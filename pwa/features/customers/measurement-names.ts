/** Usual tailoring measurements, suggested in the form (free names are allowed too). Values in cm. */
export const MEASUREMENT_SUGGESTIONS = [
  'Tour de cou',
  'Épaule',
  'Tour de poitrine',
  'Tour de taille',
  'Tour de hanches',
  'Longueur bras',
  'Tour de bras',
  'Longueur buste',
  'Longueur robe',
  'Longueur pantalon',
  'Tour de cuisse',
  'Entrejambe',
];
