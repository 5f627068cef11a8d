import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import {
  ERROR_BANNER_DELAY_MS,
  accountStateBanner,
  banners,
  portalErrorBanners,
  type CurrentUser,
} from '@portal/shared';
import { DelayedBanner } from './DelayedBanner.tsx';

interface PortalBannersProps {
  /** The `err` of the portal's hash query (`/#/?err=appNotAllowed`). */
  err: string | undefined;
  user: CurrentUser | null | undefined;
}

/** Why an app refused the user (after 5 seconds), and why a signed-in account may not open apps. */
export function PortalBanners({ err, user }: PortalBannersProps) {
  const errorBanner = err !== undefined && Object.hasOwn(portalErrorBanners, err) ? portalErrorBanners[err] : undefined;
  const state = user ? accountStateBanner(user) : undefined;
  const accountState = state === errorBanner ? undefined : state;
  if (!errorBanner && !accountState) return null;

  return (
    <Stack spacing={2}>
      {errorBanner && (
        <DelayedBanner delayMs={ERROR_BANNER_DELAY_MS}>
          <Alert severity="error" role="alert">
            {banners[errorBanner]}
          </Alert>
        </DelayedBanner>
      )}
      {accountState && (
        <Alert severity="warning" role="status">
          {banners[accountState]}
        </Alert>
      )}
    </Stack>
  );
}
