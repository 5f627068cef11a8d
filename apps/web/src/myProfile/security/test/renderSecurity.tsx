import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { labels, type UserProfile } from '@portal/shared';
import { AppProviders } from '../../../app/AppProviders.tsx';
import { createQueryClient } from '../../../app/queryClient.ts';
import { ConfigContext } from '../../../config/ConfigContext.ts';
import { createI18n } from '../../../i18n/i18n.ts';
import { clientConfig } from '../../../test/fixtures.ts';
import { useUserProfile } from '../../../user/useUserProfile.ts';

/** Renders a profile section with the profile of `GET /api/users/me`, as the profile screen does. */
function WithProfile({ children }: { children: (profile: UserProfile) => ReactNode }) {
  const { data } = useUserProfile();
  return data ? children(data) : null;
}

/** A security component inside the app's providers, fed by the fake server's profile. */
export function renderSecurity(children: (profile: UserProfile) => ReactNode) {
  const user = userEvent.setup({ delay: null });
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient} i18n={createI18n(labels)}>
      <ConfigContext value={clientConfig}>
        <WithProfile>{children}</WithProfile>
      </ConfigContext>
    </AppProviders>,
  );
  return { ...view, user, queryClient };
}
