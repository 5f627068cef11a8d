import useMediaQuery from '@mui/material/useMediaQuery';

/** Screens at most 768 px wide get cards and smaller pages (spec section 9). */
export function useNarrowScreen(): boolean {
  return useMediaQuery('(max-width:768px)');
}
