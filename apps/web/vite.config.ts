import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstLoadBudget } from './build/firstLoad.ts';
import { prerenderedHomeStyles } from './build/homeStyles.ts';
import { lazyMuiDefaultTheme } from './build/muiDefaultTheme.ts';
import { precompress } from './build/precompress.ts';
import { preloadChunks } from './build/preloadChunks.ts';

/** Paths the portal server answers; the dev server forwards them to it. */
const SERVER_PATHS = [
  '/me',
  '/api',
  '/oidc',
  '/otp',
  '/portalLogin',
  '/logoutPortal',
  '/portal',
  '/i18n.json',
  '/captcha',
  '/psc',
];
const SERVER = 'http://localhost:3000';

/** The policy the server sends with the built page; `vite preview` sends it too, to catch any inline script. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

/** JavaScript of the portal home's first load, brotli as served: issue 13's 150 kB on the wire, less two answers' headers (0.85 kB each, bench:web). */
const FIRST_LOAD_BUDGET_BYTES = 148.3 * 1024;

/** Modules loaded on demand (their work kept out of the first load's script task) but fetched with it: the sanitizer. */
const PRELOADED = ['src/components/PurifiedHtml.tsx'];

/**
 * What the screens loaded on demand share, each in one file rather than in the dozens the bundler
 * would cut (a file per set of on-demand parts using a module): fewer requests, each with its
 * headers and, on a phone's network, its share of the round trips. The form fields with everything
 * they import (MUI's inputs, react-hook-form), the dialogs likewise, and the sign-in screen's own
 * modules (not its dialogs, fetched when opened): the sign-in screen, where client apps send a
 * signed-out doctor, fetches 9 files instead of 18.
 */
const SCREEN_GROUPS = [
  { name: 'forms', test: /[\\/]src[\\/]forms[\\/](FormTextField|TextInput|PasswordField|CodeField)\.tsx$/ },
  { name: 'dialogs', test: /[\\/]src[\\/]components[\\/](TitledDialog|ConfirmDialog|DialogForm)\.tsx$/ },
  {
    name: 'signIn',
    test: /[\\/]src[\\/]signIn[\\/](?!ForgotPasswordDialog|SupportDialog)/,
    includeDependenciesRecursively: false,
  },
];

export default defineConfig({
  plugins: [
    react(),
    lazyMuiDefaultTheme(),
    firstLoadBudget(FIRST_LOAD_BUDGET_BYTES, PRELOADED),
    preloadChunks(PRELOADED),
    prerenderedHomeStyles(),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No `modulepreload` polyfill (1.2 kB of the first load): a browser without it (Safari before 17)
    // fetches the sanitizer and a screen's files when it imports them, a round trip later.
    modulePreload: { polyfill: false },
    // The manifest lists each entry's static imports: the first load's budget is checked against it.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the home needs goes in one file, not in the dozen shared chunks the screens loaded on
          // demand would otherwise cut it into: fewer requests, each with its headers, and one
          // brotli window.
          groups: [{ name: 'portal', tags: ['$initial'], includeDependenciesRecursively: false }, ...SCREEN_GROUPS],
        },
      },
    },
  },
  server: {
    proxy: {
      [`^/(${SERVER_PATHS.map((path) => path.slice(1).replace('.', '\\.')).join('|')})([/?]|$)`]: {
        target: SERVER,
      },
    },
  },
  preview: {
    headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY },
  },
});
