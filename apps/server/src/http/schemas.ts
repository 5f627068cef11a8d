import { z } from 'zod';

/** A body schema that reads a missing body as `{}`, so its defaults and French messages apply. */
export const bodyOf = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? {}, schema);
