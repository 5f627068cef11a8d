/** The shapes of the administration space's requests, each refusal in French. */
import {
  ADMIN_DEFAULT_PAGE_SIZE,
  ADMIN_PAGE_SIZES,
  ADMIN_SEARCH_MAX_LENGTH,
  ADMIN_SITE_RULES,
  adminMessages,
  reasonRule,
  type Rule,
} from '@portal/shared';
import { z } from 'zod';
import { bodyOf } from '../http/schemas.ts';

/** Ids are checked by the services (an unknown one answers 404 as if out of scope). */
const id = z.string().max(64);
export const userParams = z.object({ userId: id });
export const pendingUpdateParams = z.object({ pendingUpdateId: id });
export const supportRequestParams = z.object({ supportRequestId: id });
export const adminSiteParams = z.object({ adminSiteId: id });
export const adminSiteAdminParams = z.object({ adminSiteId: id, userId: id });
export const clientAppParams = z.object({ clientId: z.string().max(200) });

/** A text checked by one of the shared rules, its refusal the rule's French message. */
const byRule = (rule: Rule, missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .superRefine((value, context) => {
      const message = rule(value);
      if (message) context.addIssue({ code: 'custom', message });
    });
const text = (missing: string) => byRule(reasonRule(missing), missing);

export const reasonBody = bodyOf(z.object({ reason: text(adminMessages.reasonMissing) }));
export const optionalReasonBody = bodyOf(
  z.object({ reason: byRule(reasonRule(), adminMessages.reasonTooLong).optional() }),
);
export const noteBody = bodyOf(z.object({ note: text(adminMessages.noteMissing) }));
export const superAdminBody = bodyOf(z.object({ superAdmin: z.boolean() }));
export const suspensionBody = bodyOf(z.object({ suspended: z.boolean() }));
export const userIdBody = bodyOf(z.object({ userId: z.string({ error: adminMessages.accountUnknown }).max(64) }));

export const page = z.coerce
  .number({ error: adminMessages.invalidPage })
  .int({ error: adminMessages.invalidPage })
  .min(1, { error: adminMessages.invalidPage })
  .max(100_000, { error: adminMessages.invalidPage })
  .default(1);
export const pageSize = z.coerce
  .number({ error: adminMessages.invalidPage })
  .refine((size) => (ADMIN_PAGE_SIZES as readonly number[]).includes(size), { error: adminMessages.invalidPage })
  .default(ADMIN_DEFAULT_PAGE_SIZE);
export const search = z
  .string({ error: adminMessages.invalidFilter })
  .trim()
  .max(ADMIN_SEARCH_MAX_LENGTH, { error: adminMessages.searchTooLong })
  .optional()
  .transform((q) => q || undefined);
const adminSiteFields = {
  label: byRule(ADMIN_SITE_RULES.label, adminMessages.labelMissing),
  address: byRule(ADMIN_SITE_RULES.address, adminMessages.fieldTooLong),
  zipcode: byRule(ADMIN_SITE_RULES.zipcode, adminMessages.zipcodeInvalid),
  city: byRule(ADMIN_SITE_RULES.city, adminMessages.fieldTooLong),
  finess: byRule(ADMIN_SITE_RULES.finess, adminMessages.finessInvalid),
  siret: byRule(ADMIN_SITE_RULES.siret, adminMessages.siretInvalid),
};
export const newAdminSiteBody = bodyOf(
  z.object({
    ...adminSiteFields,
    address: adminSiteFields.address.default(''),
    city: adminSiteFields.city.default(''),
    finess: adminSiteFields.finess.optional(),
    siret: adminSiteFields.siret.optional(),
  }),
);
export const adminSiteChangesBody = bodyOf(
  z.object({
    label: adminSiteFields.label.optional(),
    address: adminSiteFields.address.optional(),
    zipcode: adminSiteFields.zipcode.optional(),
    city: adminSiteFields.city.optional(),
    finess: adminSiteFields.finess.optional(),
    siret: adminSiteFields.siret.optional(),
    deprecated: z.boolean().optional(),
  }),
);
