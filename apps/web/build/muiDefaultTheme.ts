import type { Plugin } from 'vite';

const MUI_DEFAULT_THEME = /[\\/]@mui[\\/]material[\\/]styles[\\/]defaultTheme\.mjs$/;

/** MUI's `defaultTheme.mjs`, with its theme built on its first use instead of as the module loads. */
const LAZY_DEFAULT_THEME = `import createTheme from './createTheme.mjs';
let theme;
const built = () => (theme ??= createTheme());
export default new Proxy({}, {
  get: (_, key) => Reflect.get(built(), key),
  has: (_, key) => Reflect.has(built(), key),
  ownKeys: () => Reflect.ownKeys(built()),
  getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(built(), key),
});
`;

/**
 * MUI builds a default theme (`createTheme()`) as its styles module loads, for a component rendered
 * outside any ThemeProvider: about 10 ms of the first load's longest task on a phone, for a theme the
 * portal never shows (every screen renders inside its own, AppProviders.tsx). The build defers it to
 * its first use, which never comes.
 */
export function lazyMuiDefaultTheme(): Plugin {
  return {
    name: 'portal-lazy-mui-default-theme',
    apply: 'build',
    load(id) {
      return MUI_DEFAULT_THEME.test(id) ? LAZY_DEFAULT_THEME : null;
    },
  };
}
