/** The administration space's input rules, checked by its dialogs and by the server alike. */
import { ADMIN_SITE_FIELD_MAX_LENGTH, adminMessages, REASON_MAX_LENGTH } from './admin.ts';
import type { AdminSiteFields } from './admin-centres.ts';
import type { Rule } from './rules.ts';

const short: Rule = (value) =>
  value.trim().length > ADMIN_SITE_FIELD_MAX_LENGTH ? adminMessages.fieldTooLong : undefined;
const optional =
  (pattern: RegExp, message: string): Rule =>
  (value) =>
    !value.trim() || pattern.test(value.trim()) ? undefined : message;

/** A centre's fields: a name, a French zip code, an optional FINESS (9 digits, A or B) and SIRET (14 digits). */
export const ADMIN_SITE_RULES: Record<keyof AdminSiteFields, Rule> = {
  label: (value) => (value.trim() ? short(value) : adminMessages.labelMissing),
  address: short,
  zipcode: (value) => (/^\d{5}$/.test(value.trim()) ? undefined : adminMessages.zipcodeInvalid),
  city: short,
  finess: optional(/^[0-9AB]{9}$/, adminMessages.finessInvalid),
  siret: optional(/^\d{14}$/, adminMessages.siretInvalid),
};

/** A reason or a note: `missing` when required and empty, never longer than `REASON_MAX_LENGTH`. */
export const reasonRule =
  (missing?: string): Rule =>
  (text) => {
    const reason = text.trim();
    if (!reason) return missing;
    return reason.length > REASON_MAX_LENGTH ? adminMessages.reasonTooLong : undefined;
  };
