import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  definitionImportResponseSchema,
  propertySettingsResponseSchema,
  type PropertySettings,
  type PropertySettingsResponse,
} from '../../../src/contract/admin-settings';
import { properties } from '../../../src/server/db/schema/properties';
import { staffAuditLog } from '../../../src/server/db/schema/staff';
import { startTestApp, type TestApp } from '../harness';
import { signInStaff } from '../staff/staff-fixture';
import { vatDefinition } from '../../domain/tax-line-fixture';

// A manager of The Ashbury (the demo hotel, telephone +44 1632 960 123) changing its settings
// in the console, and exporting and importing its definition file.

let t: TestApp;
let manager: string;
let frontDesk: string;

beforeAll(async () => {
  t = await startTestApp();
  manager = (await signInStaff(t, { role: 'manager' })).cookie;
  frontDesk = (await signInStaff(t, { role: 'frontDesk' })).cookie;
});
afterAll(() => t?.close());

async function settings(app = t.app): Promise<PropertySettingsResponse> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/Admin/Settings?PropertyCode=DEMO',
    headers: { cookie: manager },
  });
  expect(res.statusCode, res.body).toBe(200);
  return propertySettingsResponseSchema.parse(res.json());
}

const put = (body: PropertySettings | object, cookie = manager) =>
  t.app.inject({ method: 'PUT', url: '/api/Admin/Settings?PropertyCode=DEMO', headers: { cookie }, payload: body });

const sectionsOf = ({ BookingConfiguration, PreCheckInConfiguration, Contact, Theme }: PropertySettingsResponse) => ({
  BookingConfiguration,
  PreCheckInConfiguration,
  Contact,
  Theme,
});

async function guestProperty(app = t.app) {
  const res = await app.inject({ method: 'GET', url: '/api/Property/DEMO' });
  expect(res.statusCode).toBe(200);
  return res.json() as { Telephone: string | null; Theme: Record<string, string> };
}

const auditOf = (action: string) =>
  t.database.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, action)));

const exportFile = async (cookie = manager) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/Admin/Definition?PropertyCode=DEMO',
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown>;
};
const importFile = (file: unknown, cookie = manager) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Admin/Definition?PropertyCode=DEMO',
    headers: { cookie },
    payload: file as object,
  });

describe('settings', () => {
  it('shows the hotel its own settings as its definition file has them', async () => {
    const s = await settings();
    expect(s.PropertyName).toBe('The Ashbury');
    expect(s.Contact.Telephone).toBe('+44 1632 960 123');
    expect(s.Theme.Primary).toBe('#1E4D45');
    expect(s.PreCheckInConfiguration.FirstNameRequired).toBe(true);
  });

  it('front desk may not read or change them', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/Admin/Settings?PropertyCode=DEMO',
      headers: { cookie: frontDesk },
    });
    expect(read.statusCode).toBe(403);
    const s = await settings();
    const res = await put({ ...sectionsOf(s), Contact: { ...s.Contact, Telephone: '+44 1000 000 000' } }, frontDesk);
    expect(res.statusCode).toBe(403);
    expect((await settings()).Contact.Telephone).toBe('+44 1632 960 123');
  });

  it('refuses what the definition file refuses, and changes nothing', async () => {
    const before = await settings();
    const badPhone = await put({ ...sectionsOf(before), Contact: { ...before.Contact, Telephone: '01632 960' } });
    expect(badPhone.statusCode).toBe(400);
    expect(JSON.stringify(badPhone.json())).toContain('must start with + or 00 and the dialling code');

    const badColour = await put({ ...sectionsOf(before), Theme: { ...before.Theme, Primary: 'green' } });
    expect(badColour.statusCode).toBe(400);

    // A rule of the whole file: the default restaurant must be one of the hotel's restaurants.
    const noSuchRestaurant = await put({
      ...sectionsOf(before),
      BookingConfiguration: {
        ...before.BookingConfiguration,
        RestaurantBooking: { ...before.BookingConfiguration.RestaurantBooking, DefaultRestaurant: 'NOWHERE' },
      },
    });
    expect(noSuchRestaurant.statusCode).toBe(400);
    expect(noSuchRestaurant.json().ModelState).toEqual({
      'BookingConfiguration.RestaurantBooking.DefaultRestaurant': ['NOWHERE is not the code of one of Restaurants'],
    });

    expect(await settings()).toEqual(before);
    expect(await auditOf('settings.update')).toHaveLength(0);
  });

  it('a change shows on the guest pages of every server at once, and is in the audit log', async () => {
    const other = await startTestApp({ database: t.database });
    try {
      // The other server has the property cached already.
      expect((await guestProperty(other.app)).Telephone).toBe('+44 1632 960 123');
      const before = await settings();
      const res = await put({
        ...sectionsOf(before),
        Contact: { ...before.Contact, Telephone: '+44 1632 960 999' },
        Theme: { ...before.Theme, Primary: '#112233' },
        PreCheckInConfiguration: { ...before.PreCheckInConfiguration, PhoneRequired: true },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(propertySettingsResponseSchema.parse(res.json()).Contact.Telephone).toBe('+44 1632 960 999');

      for (const app of [t.app, other.app]) {
        const guest = await guestProperty(app);
        expect(guest.Telephone).toBe('+44 1632 960 999');
        expect(guest.Theme.Primary).toBe('#112233');
        const preCheckIn = await app.inject({ method: 'GET', url: '/api/PreCheckIn/Config/DEMO' });
        expect(preCheckIn.json().PhoneRequired).toBe(true);
      }

      const [entry] = await auditOf('settings.update');
      expect(entry).toMatchObject({
        subjectType: 'settings',
        subjectRef: 'DEMO',
        before: { Contact: { Telephone: '+44 1632 960 123' } },
        after: { Contact: { Telephone: '+44 1632 960 999' }, Theme: { Primary: '#112233' } },
      });
    } finally {
      await other.close();
    }
  });
});

describe('the definition file', () => {
  it('exports what the import takes: export, import, export again gives the same file', async () => {
    const first = await exportFile();
    expect(first.Code).toBe('DEMO');
    const res = await importFile(first);
    expect(res.statusCode, res.body).toBe(200);
    expect(definitionImportResponseSchema.parse(res.json()).PropertyCode).toBe('DEMO');
    expect(await exportFile()).toEqual(first);
    const [entry] = await auditOf('definition.import');
    expect(entry).toMatchObject({ subjectType: 'definition', subjectRef: 'DEMO' });
  });

  it('carries the console settings, and an imported file changes them', async () => {
    const file = await exportFile();
    expect(file.Telephone).toBe((await settings()).Contact.Telephone);
    const res = await importFile({ ...file, Telephone: '+44 1632 960 555' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await settings()).Contact.Telephone).toBe('+44 1632 960 555');
    expect((await guestProperty()).Telephone).toBe('+44 1632 960 555');
  });

  it('refuses a file with errors, or of another property, naming the field, and changes nothing', async () => {
    const file = await exportFile();
    const invalid = await importFile({ ...file, Telephone: 'call us', RoomTypes: [] });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().ModelState).toMatchObject({
      Telephone: ['must start with + or 00 and the dialling code'],
      RoomTypes: [expect.any(String)],
    });
    const elsewhere = await importFile({ ...file, Code: 'DEMO-YORK' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().ModelState.Code).toEqual(['must be DEMO, the property this console manages']);
    expect(await exportFile()).toEqual(file);
  });

  it('front desk may neither export nor import', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/Admin/Definition?PropertyCode=DEMO',
      headers: { cookie: frontDesk },
    });
    expect(read.statusCode).toBe(403);
    expect((await importFile({ Code: 'DEMO' }, frontDesk)).statusCode).toBe(403);
  });
});

describe('taxes and fees in the settings', () => {
  const vat = vatDefinition(20);

  it('shows the taxes and how prices are shown, as the definition file has them', async () => {
    const now = await settings();
    expect(now.PricesShown).toBe('AllIn');
    expect(now.Taxes).toEqual([expect.objectContaining(vat)]);
  });

  it('refuses a percentage over 100, an unknown guest kind and an unknown extra, naming the field, and changes nothing', async () => {
    const before = await settings();
    const audited = (await auditOf('settings.update')).length;
    const withTaxes = (taxes: unknown[]) => put({ ...sectionsOf(before), Taxes: taxes });

    const tooMuch = await withTaxes([{ ...vat, Percent: 120 }]);
    expect(tooMuch.statusCode).toBe(400);
    expect(Object.keys(tooMuch.json().ModelState)).toEqual(['Taxes[0].Percent']);

    const pets = await withTaxes([
      { Code: 'CITY', Name: 'City tax', Kind: 'Tax', Calculation: 'PerGuestNight', Amount: 2, GuestKinds: ['Pets'] },
    ]);
    expect(pets.statusCode).toBe(400);
    expect(Object.keys(pets.json().ModelState)).toEqual(['Taxes[0].GuestKinds[0]']);

    const noSuchExtra = await withTaxes([{ ...vat, ExtraRates: { 'HOT-AIR-BALLOON': 5 } }]);
    expect(noSuchExtra.statusCode).toBe(400);
    expect(noSuchExtra.json().ModelState).toEqual({
      'Taxes[0].ExtraRates.HOT-AIR-BALLOON': ['HOT-AIR-BALLOON is not an extra (Services) of this property'],
    });

    const badMode = await put({ ...sectionsOf(before), PricesShown: 'Sometimes' });
    expect(badMode.statusCode).toBe(400);
    expect(Object.keys(badMode.json().ModelState)).toEqual(['PricesShown']);

    expect(await settings()).toEqual(before);
    expect(await auditOf('settings.update')).toHaveLength(audited);
  });

  it('an edited tax is kept for the next sale, audited before and after, and exported with the definition', async () => {
    const before = await settings();
    const audited = (await auditOf('settings.update')).length;
    const edited = [
      { ...vat, Percent: 21, ExtraRates: { PARKING: 5 } },
      {
        Code: 'CITY',
        Name: 'City tax',
        Kind: 'Tax',
        Calculation: 'PerGuestNight',
        Amount: 2.5,
        PayableAtProperty: true,
      },
    ];
    const res = await put({ ...sectionsOf(before), Taxes: edited, PricesShown: 'BeforeTaxes' });
    expect(res.statusCode, res.body).toBe(200);
    const after = propertySettingsResponseSchema.parse(res.json());
    expect(after.PricesShown).toBe('BeforeTaxes');
    expect(after.Taxes).toEqual([
      expect.objectContaining({ Code: 'VAT', Percent: 21, ExtraRates: { PARKING: 5 } }),
      expect.objectContaining({ Code: 'CITY', Amount: 2.5, GuestKinds: ['Adults', 'Children', 'Infants'] }),
    ]);

    const entries = await auditOf('settings.update');
    expect(entries).toHaveLength(audited + 1);
    const entry = entries.at(-1)!;
    expect((entry.before as { Taxes: { Percent: number }[] }).Taxes[0]!.Percent).toBe(20);
    expect((entry.after as { Taxes: unknown[]; PricesShown: string }).Taxes).toEqual(after.Taxes);
    expect((entry.after as { PricesShown: string }).PricesShown).toBe('BeforeTaxes');

    const file = await exportFile();
    expect(file.Taxes).toEqual(after.Taxes);
    expect(file.PricesShown).toBe('BeforeTaxes');
    // The property's row prices the next sale with them.
    const [row] = await t.database.db
      .select({ taxes: properties.taxes, pricesShown: properties.pricesShown })
      .from(properties)
      .where(eq(properties.code, 'DEMO'));
    expect(row).toEqual({ taxes: after.Taxes, pricesShown: 'BeforeTaxes' });

    // Left out, they stay as they are; put back as they were.
    expect((await put(sectionsOf(after))).statusCode).toBe(200);
    expect((await settings()).Taxes).toEqual(after.Taxes);
    const restored = await put({ ...sectionsOf(after), Taxes: before.Taxes, PricesShown: before.PricesShown });
    expect(restored.statusCode, restored.body).toBe(200);
  });
});
