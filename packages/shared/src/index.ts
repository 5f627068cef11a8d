export * from './messages.ts';
export * from './constants.ts';
export * from './rules.ts';
export type * from './config.ts';
export type * from './api.ts';
export * from './labels.ts';
export * from './signup.ts';
export * from './directory.ts';
export * from './profile.ts';
