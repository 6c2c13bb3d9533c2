import { createTheme, localStorageColorSchemeManager, type CSSVariablesResolver } from '@mantine/core';

/** Brand colour (also the manifest's theme_color). */
export const THEME_COLOR = '#0c8599';

export const theme = createTheme({
  primaryColor: 'cyan',
  primaryShade: { light: 9, dark: 6 }, // cyan.9 on white passes WCAG AA contrast (cyan.8 did not)
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  components: {
    // Mantine's default label of the eye button is English (« Toggle password visibility »). A plain object, not
    // `PasswordInput.extend()`: naming the component here would put the forms into every page's first load.
    PasswordInput: {
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Afficher ou masquer le mot de passe' } },
    },
    // A clearable choice with a value shows its clear button alone, not beside the arrow: on a touch screen the 44 px
    // clear button (touch-targets.css) covered half of the arrow.
    Select: { defaultProps: { clearSectionMode: 'clear' } },
    MultiSelect: { defaultProps: { clearSectionMode: 'clear' } },
  },
});

/** Light/dark choice kept in localStorage (spec section 4). */
export const COLOR_SCHEME_KEY = 'boutique-color-scheme';
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

/** Mantine's default 'dimmed' (gray.6) is below WCAG AA contrast on white; gray.7 passes (Lighthouse a11y). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
