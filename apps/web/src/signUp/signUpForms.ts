import { lazyScreen } from '../app/lazyScreen.ts';

// The choice loads without the forms: each is fetched when chosen (or when the address names it).
export const SignupRpps = lazyScreen(() => import('./SignupRpps.tsx').then((m) => m.SignupRpps));
export const SignupNoRpps = lazyScreen(() => import('./SignupNoRpps.tsx').then((m) => m.SignupNoRpps));
