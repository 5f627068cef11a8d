import Button from '@mui/material/Button';
import { useConfig } from '../config/ConfigContext.ts';
import { useCookieConsent } from './CookieConsentContext.tsx';

/** « Gérer les cookies » in the footer: shows the banner again, to change one's choice (spec section 4). */
export function ManageCookiesButton() {
  const { tracking } = useConfig();
  const { required, showBanner } = useCookieConsent();
  if (!required) return null;
  return (
    <Button
      variant="outlined"
      color="inherit"
      onClick={(event) => showBanner(event.currentTarget)}
      sx={{ '&.Mui-focusVisible': { outline: '3px solid currentColor', outlineOffset: '2px' } }}
    >
      {tracking.btnManageCookies}
    </Button>
  );
}
