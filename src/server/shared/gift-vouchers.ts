import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { giftVouchers } from '../db/schema/commerce';

// A gift voucher looked up by the code a guest typed, read once here for the search (which
// tells the guest about it) and the booking (which redeems it).

export interface GiftVoucherRow {
  id: number;
  code: string;
  /** Minor units of `currency`. */
  remaining: number;
  currency: string;
  expiresOn: string | null;
  isExperience: boolean;
}

/** A gift voucher of the property by its code as a guest types it (any case, surrounding spaces ignored). */
export async function findGiftVoucherByCode(
  db: Db,
  propertyId: number,
  code: string,
): Promise<GiftVoucherRow | undefined> {
  const rows = await db
    .select({
      id: giftVouchers.id,
      code: giftVouchers.code,
      remaining: giftVouchers.remaining,
      currency: giftVouchers.currency,
      expiresOn: giftVouchers.expiresOn,
      isExperience: giftVouchers.isExperience,
    })
    .from(giftVouchers)
    .where(and(eq(giftVouchers.propertyId, propertyId), sql`upper(${giftVouchers.code}) = upper(${code.trim()})`))
    .limit(1);
  return rows[0];
}
