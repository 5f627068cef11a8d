import DOMPurify from 'dompurify';
import Box, { type BoxProps } from '@mui/material/Box';

export interface PurifiedHtmlProps extends Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> {
  html: string;
}

/** An HTML string from the server or the configuration, cleaned by DOMPurify first. */
export function PurifiedHtml({ html, ...boxProps }: PurifiedHtmlProps) {
  return <Box {...boxProps} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}
