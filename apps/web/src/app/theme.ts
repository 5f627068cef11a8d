import { createTheme, type Theme } from '@mui/material/styles';

/** Colours chosen for a contrast of at least 4.5:1 with white text (WCAG AA). */
export const palette = {
  primary: '#0b5c8a',
  primaryDark: '#07415f',
  success: '#00695c',
  error: '#b3261e',
  text: '#1d2327',
  muted: '#4a5560',
  surface: '#f4f7f9',
} as const;

let built: Theme | undefined;

/**
 * The portal's MUI theme, built on first use: the start builds it in a task of its own
 * (`loadStartData`), out of the long task in which the first load's script runs.
 */
export function portalTheme(): Theme {
  return (built ??= createTheme({
    palette: {
      primary: { main: palette.primary, dark: palette.primaryDark },
      success: { main: palette.success },
      error: { main: palette.error },
      text: { primary: palette.text, secondary: palette.muted },
      background: { default: palette.surface },
    },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 600 },
      h2: { fontSize: '1.35rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // A focus ring that shows on any background: dark around buttons (on light surfaces),
      // the text colour around links (white links on the dark header and footer).
      MuiButtonBase: {
        styleOverrides: {
          root: {
            '&.Mui-focusVisible': { outline: `3px solid ${palette.primaryDark}`, outlineOffset: '2px' },
          },
        },
      },
      // Field labels sit above their fields and wrap: a floating label is one line, cut on a phone
      // ("Confirmation du nouveau mot de passe" at 320 px). The outline then has no notch.
      MuiInputLabel: {
        defaultProps: { shrink: true },
        styleOverrides: {
          root: {
            position: 'relative',
            transform: 'none',
            whiteSpace: 'normal',
            overflow: 'visible',
            maxWidth: '100%',
            marginBottom: '4px',
          },
        },
      },
      MuiOutlinedInput: { defaultProps: { notched: false } },
      // A chip's words wrap rather than end in an ellipsis ("Ralenti après des échecs de connexion").
      MuiChip: {
        styleOverrides: {
          root: ({ ownerState }) => ({
            height: 'auto',
            minHeight: ownerState.size === 'small' ? 24 : 32,
            maxWidth: '100%',
          }),
          label: { whiteSpace: 'normal', overflowWrap: 'anywhere', paddingTop: 2, paddingBottom: 2 },
        },
      },
      // The French texts of the MUI components the portal uses (MUI's \`frFR\` locale has the same, but
      // builds an Intl.NumberFormat as its module loads: a long task of about 180 ms on a phone).
      // FrenchPagination gives the table pagination its own.
      MuiAutocomplete: {
        defaultProps: {
          clearText: 'Vider',
          closeText: 'Fermer',
          loadingText: 'Chargement…',
          noOptionsText: 'Pas de résultats',
          openText: 'Ouvrir',
        },
      },
      MuiAlert: { defaultProps: { closeText: 'Fermer' } },
      MuiLink: {
        defaultProps: { underline: 'always' },
        styleOverrides: {
          root: { '&:focus-visible': { outline: '3px solid currentColor', outlineOffset: '2px' } },
        },
      },
    },
  }));
}

/** The default logo's size: its room is kept while it loads (another logo's own ratio applies once loaded). */
export const LOGO_SIZE = { width: 220, height: 48 };
