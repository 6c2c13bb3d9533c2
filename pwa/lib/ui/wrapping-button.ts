/**
 * Props for a Mantine Button whose French label can be wider than a phone (« Garder la version de l’autre
 * appareil », « Enregistrer et prendre les mesures »): the label wraps onto a second line instead of being cut.
 */
export const WRAPPING_BUTTON = {
  h: 'auto',
  // as high as a button of its size at least (44 px on a touch screen: touch-targets.css raises the variable)
  mih: 'var(--button-height)',
  py: 6,
  styles: { label: { whiteSpace: 'normal' as const, textAlign: 'center' as const } },
};
