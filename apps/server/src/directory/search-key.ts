/**
 * The search key of a name, computed once at import and again on each query: lower case, without
 * accents (like lower(unaccent())), ligatures spelled out, apostrophes dropped ("N'Diaye" is
 * typed "ndiaye") and any run of other characters (hyphen, space) as one space, so "Jean-Pierre",
 * "jean pierre" and "JEAN PIERRE" meet.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
