import { useLayoutEffect, useState, type ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StyleSheet } from '@emotion/sheet';

/**
 * Emotion's sheet, holding the rules of the first commit to write them at once. Emotion inserts each
 * rule with its own `insertRule` (about 200 for the home, a quarter of the first commit's time on a
 * phone); one `<style>` text is parsed in one go, and a rule the browser does not know (a `-moz-`
 * selector) is dropped alone instead of throwing. Every later rule is inserted as emotion does.
 */
export class FirstCommitStyleSheet extends StyleSheet {
  private held: string[] | undefined;

  /** Holds the rules inserted from now until `release`. */
  hold(): void {
    this.held = [];
  }

  override insert(rule: string): void {
    if (this.held) this.held.push(rule);
    else super.insert(rule);
  }

  /** Writes the held rules in one `<style>` and stops holding. */
  release(): void {
    const rules = this.held;
    this.held = undefined;
    if (!rules?.length) return;
    const tag = document.createElement('style');
    tag.setAttribute('data-emotion', this.key);
    if (this.nonce !== undefined) tag.setAttribute('nonce', this.nonce);
    tag.textContent = rules.join('');
    // Placed and tracked as emotion's own tags (its later rules go in a tag after this one).
    this.hydrate([tag]);
  }
}

function createFirstCommitCache(): EmotionCache {
  // Emotion adopts the styles index.html brings (the home's, prerendered at build: build/homeStyles.ts)
  // and will not compile them again.
  const cache = createCache({ key: 'css' });
  // Global styles build their own sheets with `cache.sheet.constructor`: those never hold.
  const sheet = new FirstCommitStyleSheet({ key: cache.key, container: document.head, speedy: cache.sheet.isSpeedy });
  // The adopted tags stay first, as emotion orders them: global sheets before, later rules after.
  sheet.hydrate(cache.sheet.tags);
  sheet.hold();
  cache.sheet = sheet;
  return cache;
}

/** Releases the held rules after every insertion effect of the first commit, before any layout effect. */
function Release({ sheet }: { sheet: FirstCommitStyleSheet }) {
  useLayoutEffect(() => sheet.release(), [sheet]);
  return null;
}

/**
 * The app's emotion cache, whose first commit writes its styles at once. `Release` is the first
 * child: React runs the layout effects of siblings in order, after all the commit's insertion effects.
 */
export function FirstCommitStyles({ children }: { children: ReactNode }) {
  const [cache] = useState(createFirstCommitCache);
  return (
    <CacheProvider value={cache}>
      <Release sheet={cache.sheet as FirstCommitStyleSheet} />
      {children}
    </CacheProvider>
  );
}
