import type { SxProps, Theme } from '@mui/material/styles';
import { palette } from '../app/theme.ts';
import { SanitizedHtml } from './SanitizedHtml.tsx';

/** Headings, lists and tables of a text that must fit a 320 px screen. */
const contentStyle: SxProps<Theme> = {
  overflowWrap: 'anywhere',
  '& h2': { fontSize: '1.35rem', fontWeight: 600, mt: 3, mb: 1 },
  '& h3': { fontSize: '1.15rem', fontWeight: 600, mt: 2.5, mb: 1 },
  '& h4, & h5, & h6': { fontSize: '1rem', fontWeight: 600, mt: 2, mb: 0.5 },
  '& a': { color: palette.primary },
  '& a:focus-visible': { outline: `3px solid ${palette.primaryDark}`, outlineOffset: '2px' },
  '& code': { fontSize: '0.9em', bgcolor: palette.surface, px: 0.5, borderRadius: 0.5 },
  '& table': { borderCollapse: 'collapse', width: '100%', my: 2 },
  '& th, & td': { border: '1px solid #c5ccd3', p: 1, textAlign: 'left', verticalAlign: 'top' },
  '& th': { bgcolor: palette.surface },
};

/** A text an operator edits (terms of use, cookies policy, legal notice, accessibility statement), served by the server. */
export function ContentHtml({ html }: { html: string }) {
  return <SanitizedHtml html={html} sx={contentStyle} />;
}
