/**
 * Props for a Mantine Button whose French label can be wider than a phone (« Garder la version de l’autre
 * appareil », « Enregistrer et prendre les mesures »): the label wraps onto a second line instead of being cut.
 */
export const WRAPPING_BUTTON = {
  h: 'auto',
  mih: 36,
  py: 6,
  styles: { label: { whiteSpace: 'normal' as const, textAlign: 'center' as const } },
};
