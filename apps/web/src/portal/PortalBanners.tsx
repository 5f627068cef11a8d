import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { ERROR_BANNER_DELAY_MS, banners, portalErrorBanners, type CurrentUser } from '@portal/shared';
import { DelayedBanner } from './DelayedBanner.tsx';

interface PortalBannersProps {
  /** The `err` of the portal's hash query (`/#/?err=appNotAllowed`). */
  err: string | undefined;
  user: CurrentUser | null | undefined;
}

/** Why an app refused the user (after 5 seconds), and whether the account awaits validation. */
export function PortalBanners({ err, user }: PortalBannersProps) {
  const errorBanner = err !== undefined && Object.hasOwn(portalErrorBanners, err) ? portalErrorBanners[err] : undefined;
  const unactivated = user ? !user.activated : false;
  if (!errorBanner && !unactivated) return null;

  return (
    <Stack spacing={2}>
      {errorBanner && (
        <DelayedBanner delayMs={ERROR_BANNER_DELAY_MS}>
          <Alert severity="error" role="alert">
            {banners[errorBanner]}
          </Alert>
        </DelayedBanner>
      )}
      {unactivated && (
        <Alert severity="warning" role="status">
          {banners.accountUnactivated}
        </Alert>
      )}
    </Stack>
  );
}
