import type {
  DefinitionImportResponse,
  PropertySettings,
  PropertySettingsResponse,
} from '../../contract/admin-settings';
import {
  isGroupDefinitionFile,
  propertyDefinitionSchema,
  type PropertyDefinition,
} from '../../contract/property-definition-file';
import type { Tx } from '../db/client';
import { notFound, validationError, type ModelState } from '../errors';
import { fieldPath, PropertyDefinitionError } from '../properties/definition-error';
import { importPropertyDefinition, type EntityCounts } from '../properties/import';
import type { AdminSettingsRepository, StoredProperty } from './repository';

// A property's settings and its definition file, for staff. A settings change is the stored
// definition file with those sections replaced, checked by the file's own schema (so what an
// import refuses is refused here too) and written to the property's row only: rooms, rates and
// nights stay as they are. Guests see it at once on every server, as the property's updated_at
// moves and every server's property cache checks it (properties/service.ts).

/** What a change writes to the audit log, inside its transaction. */
export type AuditSettingsChange = (
  tx: Tx,
  change: { action: string; before: unknown; after: unknown },
) => Promise<void>;

const contactKeys = ['WebsiteUrl', 'Email', 'ReservationsEmail', 'Telephone', 'Address'] as const;

type StoredSettings = Required<PropertySettings>;

function settingsOf(definition: PropertyDefinition): StoredSettings {
  return {
    BookingConfiguration: definition.BookingConfiguration,
    PreCheckInConfiguration: definition.PreCheckInConfiguration,
    Contact: Object.fromEntries(contactKeys.map((k) => [k, definition[k]])) as PropertySettings['Contact'],
    Theme: definition.Theme,
    Taxes: definition.Taxes,
    PricesShown: definition.PricesShown,
  };
}

/** The definition's field names as the settings name them (contact fields sit under Contact). */
function settingsField(field: string): string {
  return contactKeys.some((k) => field === k || field.startsWith(`${k}.`) || field.startsWith(`${k}[`))
    ? `Contact.${field}`
    : field;
}

const modelStateOf = (issues: { field: string; message: string }[], rename = (f: string) => f): ModelState => {
  const state: ModelState = {};
  for (const issue of issues) (state[rename(issue.field)] ??= []).push(issue.message);
  return state;
};

export function createAdminSettingsService(deps: {
  repository: AdminSettingsRepository;
  /** Forget this server's cached property answers (others notice the new updated_at). */
  clearPropertyCache: () => void;
  now: () => Date;
}) {
  const { repository } = deps;

  const requireStored = async (propertyId: number): Promise<StoredProperty> => {
    const stored = await repository.findProperty(propertyId);
    if (!stored) throw notFound('Property not found');
    return stored;
  };

  const describe = (stored: StoredProperty): PropertySettingsResponse => ({
    PropertyCode: stored.code,
    PropertyName: stored.name,
    UpdatedAt: stored.updatedAt.toISOString(),
    ...settingsOf(stored.definition),
  });

  return {
    async getSettings(propertyId: number): Promise<PropertySettingsResponse> {
      return describe(await requireStored(propertyId));
    },

    async updateSettings(
      propertyId: number,
      settings: PropertySettings,
      audit: AuditSettingsChange,
    ): Promise<PropertySettingsResponse> {
      await repository.transaction(propertyId, async (tx, stored) => {
        const changed = {
          ...stored.definition,
          ...settings.Contact,
          BookingConfiguration: settings.BookingConfiguration,
          PreCheckInConfiguration: settings.PreCheckInConfiguration,
          Theme: settings.Theme,
          // Left out: as they are. The file's own rules check them (an extra's or rate plan's
          // code must be the property's), and the property's row gets them for the next sale.
          Taxes: settings.Taxes ?? stored.definition.Taxes,
          PricesShown: settings.PricesShown ?? stored.definition.PricesShown,
        };
        // The whole file's rules: e.g. a default restaurant or an offer's rate plan must exist.
        const parsed = propertyDefinitionSchema.safeParse(changed);
        if (!parsed.success) {
          throw validationError(
            modelStateOf(
              parsed.error.issues.map((i) => ({ field: fieldPath(i.path), message: i.message })),
              settingsField,
            ),
          );
        }
        await repository.saveDefinition(tx, stored, parsed.data);
        await audit(tx, {
          action: 'settings.update',
          before: settingsOf(stored.definition),
          after: settingsOf(parsed.data),
        });
      });
      deps.clearPropertyCache();
      return describe(await requireStored(propertyId));
    },

    /** The property's definition file as last imported, with every settings change since. */
    async exportDefinition(propertyId: number): Promise<PropertyDefinition> {
      const stored = await requireStored(propertyId);
      // A property imported within its group's file may leave its group unnamed; on its own it must name it.
      return { ...stored.definition, GroupCode: stored.groupCode ?? stored.definition.GroupCode };
    },

    /** Imports a file of this one property (a group file changes other properties: the shell's job). */
    async importDefinition(
      propertyId: number,
      file: Record<string, unknown>,
      audit: AuditSettingsChange,
    ): Promise<DefinitionImportResponse> {
      const stored = await requireStored(propertyId);
      if (isGroupDefinitionFile(file))
        throw validationError({ Properties: ['A file of several properties is imported from the shell.'] });
      if (typeof file.Code !== 'string' || file.Code.toUpperCase() !== stored.code.toUpperCase())
        throw validationError({ Code: [`must be ${stored.code}, the property this console manages`] });
      // Relative dates count from today's date in UTC, as with the shell's import.
      const today = deps.now().toISOString().slice(0, 10);
      const result = await repository.transaction(propertyId, async (tx) => {
        try {
          const imported = await importPropertyDefinition(tx, file, { today });
          const after = await repository.findPropertyIn(tx, propertyId);
          await audit(tx, { action: 'definition.import', before: stored.definition, after: after.definition });
          return imported.properties[0]!;
        } catch (e) {
          if (e instanceof PropertyDefinitionError) throw validationError(modelStateOf(e.issues));
          throw e;
        }
      });
      deps.clearPropertyCache();
      const counts = (name: string, c: EntityCounts) => `${c.created + c.updated} ${name} (${c.created} new)`;
      return {
        PropertyCode: result.code,
        Summary: [
          counts('room types', result.roomTypes),
          counts('rate plans', result.ratePlans),
          counts('services', result.services),
          counts('restaurants', result.restaurants),
          `Nightly rates and rooms to sell up to ${result.expandedUntil}`,
        ],
        Warnings: result.warnings,
      };
    },
  };
}

export type AdminSettingsService = ReturnType<typeof createAdminSettingsService>;
