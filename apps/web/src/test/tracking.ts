import type { ClientConfig } from '@portal/shared';
import { forgetTracker as forgetPageTracker } from '../tracking/matomo.ts';
import { clientConfig } from './fixtures.ts';

/** The fixture's configuration with a Matomo named: the banner and the tracker apply. */
export function withAnalytics(tracking: Partial<ClientConfig['tracking']> = {}): ClientConfig {
  return {
    ...clientConfig,
    tracking: {
      ...clientConfig.tracking,
      sentenceBefore: 'Nous mesurons l’audience avec votre accord. Lisez la',
      sentenceAfter: '; vous pourrez changer d’avis.',
      analytics: { host: 'https://matomo.example.fr', siteId: '7' },
      ...tracking,
    },
  };
}

/** The commands the portal queued for Matomo's tracker (`window._paq` before matomo.js loads). */
export function queuedCommands(): unknown[][] {
  return (window._paq as unknown[][] | undefined) ?? [];
}

/** A page without any tracker: the queue and the script a previous test added are gone. */
export function forgetTracker(): void {
  forgetPageTracker();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
}
