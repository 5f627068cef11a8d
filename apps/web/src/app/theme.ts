import { createTheme } from '@mui/material/styles';
import { frFR } from '@mui/material/locale';

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

export const theme = createTheme(
  {
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
      MuiLink: {
        defaultProps: { underline: 'always' },
        styleOverrides: {
          root: { '&:focus-visible': { outline: '3px solid currentColor', outlineOffset: '2px' } },
        },
      },
    },
  },
  frFR,
);
