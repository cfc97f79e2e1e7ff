import { eq } from 'drizzle-orm';
import {
  bookingConfigurationSettingsSchema,
  preCheckInConfigurationSchema,
} from '../../src/contract/property-definition';
import type { Database } from '../../src/server/db/client';
import { areas, exchangeRates, locations, properties, propertyGroups } from '../../src/server/db/schema/properties';
import { countries, creditCardTypes } from '../../src/server/db/schema/static-data';

// Until the demo seed is wired into startTestApp, the few rows these tests read: the DEMO
// property in the DEMO-GROUP group, a location, countries, card types and exchange rates.
// Each part is inserted only when missing, so the fixture steps aside once the seed runs.
export async function ensureDemoData(database: Database): Promise<void> {
  const db = database.db;
  if ((await db.select({ id: countries.id }).from(countries).limit(1)).length === 0) {
    await db.insert(countries).values([
      { code: 'GB', name: 'United Kingdom', dialCode: '+44', sortOrder: 1 },
      { code: 'IE', name: 'Ireland', dialCode: '+353' },
      { code: 'DE', name: 'Germany', dialCode: '+49' },
      { code: 'FR', name: 'France', dialCode: '+33' },
    ]);
  }
  if ((await db.select({ id: creditCardTypes.id }).from(creditCardTypes).limit(1)).length === 0) {
    await db.insert(creditCardTypes).values([
      { code: 'visa', name: 'Visa' },
      { code: 'mastercard', name: 'Mastercard' },
      { code: 'amex', name: 'American Express' },
    ]);
  }
  if ((await db.select({ id: exchangeRates.id }).from(exchangeRates).limit(1)).length === 0) {
    await db.insert(exchangeRates).values([
      { baseCurrency: 'GBP', currency: 'USD', rate: '1.25' },
      { baseCurrency: 'GBP', currency: 'EUR', rate: '1.17' },
    ]);
  }
  if ((await db.select({ id: properties.id }).from(properties).where(eq(properties.code, 'DEMO'))).length > 0) return;

  const [group] = await db
    .insert(propertyGroups)
    .values({ code: 'DEMO-GROUP', name: 'Demo Hotels', description: 'Our hotels', theme: { Primary: '#123456' } })
    .returning();
  if (!group) throw new Error('group not inserted');
  const [area] = await db.insert(areas).values({ groupId: group.id, code: 'BATH', name: 'Bath' }).returning();
  const [property] = await db
    .insert(properties)
    .values({
      code: 'DEMO',
      groupId: group.id,
      areaId: area?.id ?? null,
      name: 'The Demo Hotel',
      timeZone: 'Europe/London',
      currency: 'GBP',
      availableCurrencies: ['GBP', 'EUR', 'USD'],
      hotelRating: 4,
      street: '1 Demo Street',
      city: 'Bath',
      postCode: 'BA1 1AA',
      countryCode: 'GB',
      creditCards: ['visa', 'mastercard'],
      bookingConfiguration: bookingConfigurationSettingsSchema.parse({}),
      preCheckInConfiguration: preCheckInConfigurationSchema.parse({}),
      definition: {},
      expandedUntil: '2027-12-31',
    })
    .returning();
  if (!property) throw new Error('property not inserted');
  await db.insert(locations).values({ propertyId: property.id, code: 'MAIN', name: 'Main house' });
}
