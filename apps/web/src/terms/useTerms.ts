import { useContent, type ContentSource } from '../components/useContent.ts';

/** `GET /api/cgu/`: the terms of use as HTML; their dialog and their screen say the server's message when it fails. */
export const TERMS: ContentSource = { path: '/api/cgu/', field: 'cguContent' };

/** The terms, asked once their dialog opens or their screen shows. */
export const useTerms = (open: boolean) => useContent(TERMS, open);
