import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { countries, creditCardTypes } from '../db/schema/static-data';
import { countryList } from './countries';

// Countries and card types every property shares. Upserted by code on every start (not in a
// migration), so a corrected name or a new card type reaches existing databases too.

/** Listed first, in this order; every other country follows alphabetically. */
const firstCountries = ['GB', 'IE', 'US'];

export const cardTypeList: readonly (readonly [code: string, name: string])[] = [
  ['visa', 'Visa'],
  ['mastercard', 'Mastercard'],
  ['amex', 'American Express'],
  ['discover', 'Discover'],
  ['diners', 'Diners Club'],
  ['jcb', 'JCB'],
  ['unionpay', 'UnionPay'],
  ['troy', 'Troy'],
];

export async function seedStaticData(db: Db): Promise<void> {
  await db
    .insert(countries)
    .values(
      countryList.map(([code, name, dialCode]) => {
        const first = firstCountries.indexOf(code);
        return { code, name, dialCode, sortOrder: first >= 0 ? first + 1 : 100 };
      }),
    )
    .onConflictDoUpdate({
      target: countries.code,
      set: { name: sql`excluded.name`, dialCode: sql`excluded.dial_code`, sortOrder: sql`excluded.sort_order` },
      setWhere: sql`(${countries.name}, ${countries.dialCode}, ${countries.sortOrder}) IS DISTINCT FROM (excluded.name, excluded.dial_code, excluded.sort_order)`,
    });
  await db
    .insert(creditCardTypes)
    .values(cardTypeList.map(([code, name]) => ({ code, name })))
    .onConflictDoUpdate({
      target: creditCardTypes.code,
      set: { name: sql`excluded.name` },
      setWhere: sql`${creditCardTypes.name} IS DISTINCT FROM excluded.name`,
    });
}
