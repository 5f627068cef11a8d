import { describe, expect, it } from 'vitest';
import { firstLoadSize, type BundleFiles } from './firstLoad.ts';

const chunk = (imports: string[], code: string, isEntry = false) =>
  ({ type: 'chunk', isEntry, imports, code }) as const;

describe('first load size', () => {
  it('counts the entry and its static imports, transitively, each once, and no on-demand chunk', () => {
    const bundle: BundleFiles = {
      'assets/index.js': chunk(['assets/react.js', 'assets/mui.js'], 'entry();'.repeat(100), true),
      'assets/react.js': chunk([], 'react();'.repeat(100)),
      'assets/mui.js': chunk(['assets/react.js'], 'mui();'.repeat(100)),
      'assets/SignUpScreen.js': chunk(['assets/mui.js'], 'signUp();'.repeat(10_000)),
    };
    const size = firstLoadSize(bundle);
    expect(size.files.sort()).toEqual(['assets/index.js', 'assets/mui.js', 'assets/react.js']);
    expect(size.jsBrotli).toBeGreaterThan(0);
    expect(size.jsBrotli).toBeLessThan(size.jsGzip + 100);
    const withoutScreen = firstLoadSize({ ...bundle, 'assets/SignUpScreen.js': chunk([], '') });
    expect(withoutScreen.jsBrotli).toBe(size.jsBrotli);
  });

  it('counts a chunk index.html preloads, and its static imports', () => {
    const bundle: BundleFiles = {
      'assets/index.js': chunk([], 'entry();'.repeat(100), true),
      'assets/PurifiedHtml.js': {
        ...chunk(['assets/purify.js'], 'purifiedHtml();'.repeat(100)),
        facadeModuleId: '/app/src/components/PurifiedHtml.tsx',
      },
      'assets/purify.js': chunk([], 'purify();'.repeat(100)),
    };
    expect(firstLoadSize(bundle).files).toEqual(['assets/index.js']);
    expect(firstLoadSize(bundle, ['src/components/PurifiedHtml.tsx']).files.sort()).toEqual([
      'assets/PurifiedHtml.js',
      'assets/index.js',
      'assets/purify.js',
    ]);
  });
});
