import { z } from 'zod';
import { propertyContactShape } from './property-definition-file';
import {
  bookingConfigurationSettingsSchema,
  preCheckInConfigurationSchema,
  pricesShownModes,
  taxDefinitionSchema,
  themeSchema,
} from './property-definition';

// A property's settings for hotel staff: GET and PUT /api/Admin/Settings?PropertyCode= read and
// change the booking configuration and the pre-check-in configuration (docs/property-definition.md),
// the contact details, the theme, the taxes and fees and how prices are shown, each with the
// very schema of the property definition file,
// so the console refuses what an import would refuse. GET and POST /api/Admin/Definition export
// and import the whole property definition file for edits beyond these.

export const adminSettingsQuerySchema = z.object({
  PropertyCode: z.string().trim().min(1).max(64),
});

export const propertyContactSchema = z.strictObject(propertyContactShape);
export type PropertyContact = z.infer<typeof propertyContactSchema>;

const settingsShape = {
  BookingConfiguration: bookingConfigurationSettingsSchema.strict(),
  PreCheckInConfiguration: preCheckInConfigurationSchema.strict(),
  Contact: propertyContactSchema,
  Theme: themeSchema.strict(),
};
/** The definition file's Taxes: every tax and fee of the property, the whole list. */
const taxesSetting = z.array(taxDefinitionSchema);
/** The definition file's PricesShown: AllIn or BeforeTaxes. */
const pricesShownSetting = z.enum(pricesShownModes);

/**
 * What PUT takes: every section whole (read them with GET, change some fields, send them back).
 * Taxes and PricesShown may be left out, and then stay as they are; Taxes given replace the list.
 * A booking keeps the taxes it was sold with: a change here prices only what is sold from now.
 */
export const propertySettingsSchema = z.strictObject({
  ...settingsShape,
  Taxes: taxesSetting.optional(),
  PricesShown: pricesShownSetting.optional(),
});
export type PropertySettings = z.infer<typeof propertySettingsSchema>;
export type PropertySettingsInput = z.input<typeof propertySettingsSchema>;

export const propertySettingsResponseSchema = z.object({
  ...settingsShape,
  Taxes: taxesSetting,
  PricesShown: pricesShownSetting,
  PropertyCode: z.string(),
  PropertyName: z.string(),
  /** When the property last changed, by an import or here (ISO 8601). */
  UpdatedAt: z.string(),
});
export type PropertySettingsResponse = z.infer<typeof propertySettingsResponseSchema>;

/** The file of one property as the import takes it; validated by the import itself. */
export const propertyDefinitionDocumentSchema = z.record(z.string(), z.unknown());

export const definitionImportResponseSchema = z.object({
  PropertyCode: z.string(),
  /** What the import did, for staff to read ("3 room types, 2 rate plans…"). */
  Summary: z.array(z.string()),
  Warnings: z.array(z.string()),
});
export type DefinitionImportResponse = z.infer<typeof definitionImportResponseSchema>;
