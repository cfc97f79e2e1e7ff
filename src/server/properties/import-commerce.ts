import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { PropertyDefinition } from '../../contract/property-definition-file';
import { toMinorUnits } from '../../domain/money';
import { companies, giftVouchers } from '../db/schema/commerce';
import { countOf, upsertReturning, type EntityCounts } from './import-statements';

// Who may pay a property's bookings otherwise than by card: companies (by invoice) and gift
// vouchers. A voucher's new value keeps what has been spent (remaining = value - spent, not
// below 0).

export async function upsertCommerce(
  tx: Tx,
  p: PropertyDefinition,
  propertyId: number,
): Promise<{ companies: EntityCounts; giftVouchers: EntityCounts }> {
  const companyRows = await upsertReturning(
    tx,
    companies,
    p.Companies.map((c) => ({
      propertyId,
      accountCode: c.AccountCode,
      name: c.Name,
      city: c.City,
      countryCode: c.CountryCode,
    })),
    [companies.propertyId, companies.accountCode],
    ['name', 'city', 'countryCode'],
  );

  const voucherRows = await upsertReturning(
    tx,
    giftVouchers,
    p.GiftVouchers.map((v) => {
      const currency = v.Currency ?? p.Currency;
      const value = toMinorUnits(v.Value, currency);
      return {
        propertyId,
        code: v.Code,
        initialValue: value,
        remaining: value,
        currency,
        expiresOn: v.ExpiresOn,
        isExperience: v.IsExperience,
      };
    }),
    [giftVouchers.propertyId, giftVouchers.code],
    ['initialValue', 'currency', 'expiresOn', 'isExperience'],
    {
      remaining: sql`GREATEST(0, excluded.initial_value - (${giftVouchers.initialValue} - ${giftVouchers.remaining}))`,
    },
  );

  return { companies: countOf(companyRows), giftVouchers: countOf(voucherRows) };
}
