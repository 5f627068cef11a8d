import Stack from '@mui/material/Stack';
import { RecentSignInsSection } from './RecentSignInsSection.tsx';
import { SignedInBrowsersSection } from './SignedInBrowsersSection.tsx';

/** The profile's « Connexions » tab: the browsers where the account is signed in, and its last sign-ins. */
export function ConnectionsTab() {
  return (
    <Stack spacing={4}>
      <SignedInBrowsersSection />
      <RecentSignInsSection />
    </Stack>
  );
}
