import DOMPurify from 'dompurify';
import Box, { type BoxProps } from '@mui/material/Box';

interface SanitizedHtmlProps extends Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> {
  html: string;
}

/** Shows an HTML string from the server or the configuration, cleaned by DOMPurify first. */
export function SanitizedHtml({ html, ...boxProps }: SanitizedHtmlProps) {
  return <Box {...boxProps} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}
