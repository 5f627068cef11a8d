import { z } from 'zod';
import { signInEmailRule, type Rule } from '@portal/shared';

/** A body schema that reads a missing body as `{}`, so its defaults and French messages apply. */
export const bodyOf = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? {}, schema);

/**
 * A field holding one address (`packages/shared` rules), refused with the rule's French message:
 * by default the sign-in's rule (`L'email est requis`, then `L'adresse e-mail n'est pas valide`).
 */
export const addressField = (rule: Rule = signInEmailRule) =>
  z.string().refine((value) => rule(value) === undefined, { error: (issue) => rule(String(issue.input)) });
