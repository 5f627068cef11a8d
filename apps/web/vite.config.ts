import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

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

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the portal: separate files stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/, priority: 2 },
            // The captcha widget loads only when the e-mail validation dialog opens.
            { name: 'vendor', test: /node_modules[\\/](?!altcha[\\/])/, priority: 1 },
          ],
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
