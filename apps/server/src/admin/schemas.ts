/** The shapes of the administration space's requests, each refusal in French. */
import {
  ADMIN_DEFAULT_PAGE_SIZE,
  ADMIN_PAGE_SIZES,
  ADMIN_SEARCH_MAX_LENGTH,
  ADMIN_SITE_FIELD_MAX_LENGTH,
  adminMessages,
  REASON_MAX_LENGTH,
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

const text = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(REASON_MAX_LENGTH, { error: adminMessages.reasonTooLong });

export const reasonBody = bodyOf(z.object({ reason: text(adminMessages.reasonMissing) }));
export const optionalReasonBody = bodyOf(
  z.object({ reason: z.string().trim().max(REASON_MAX_LENGTH, { error: adminMessages.reasonTooLong }).optional() }),
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
const fieldText = z.string().trim().max(ADMIN_SITE_FIELD_MAX_LENGTH, { error: adminMessages.fieldTooLong });
const adminSiteFields = {
  label: z
    .string({ error: adminMessages.labelMissing })
    .trim()
    .min(1, { error: adminMessages.labelMissing })
    .max(ADMIN_SITE_FIELD_MAX_LENGTH, { error: adminMessages.fieldTooLong }),
  address: fieldText,
  zipcode: z
    .string({ error: adminMessages.zipcodeInvalid })
    .trim()
    .regex(/^\d{5}$/, { error: adminMessages.zipcodeInvalid }),
  city: fieldText,
  finess: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(/^[0-9AB]{9}$/, { error: adminMessages.finessInvalid }),
  ]),
  siret: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(/^\d{14}$/, { error: adminMessages.siretInvalid }),
  ]),
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
