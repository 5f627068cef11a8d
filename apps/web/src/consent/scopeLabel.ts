import { scopeLabels } from '@portal/shared';

/** What a scope gives the application, in the user's words; an unknown scope by its name. */
export function scopeLabel(scope: string): string {
  return Object.hasOwn(scopeLabels, scope) ? scopeLabels[scope]! : scope;
}
