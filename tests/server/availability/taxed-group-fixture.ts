import type { Database } from '../../../src/server/db/client';
import { importPropertyDefinition } from '../../../src/server/properties/import';
import { occupancyTaxDefinition, resortFeeDefinition } from '../../domain/tax-line-fixture';

// Two small US-style hotels of a group of their own, identical but for how they show prices:
// one room type (Standard King, 5 rooms), one rate plan at $200 a night for one adult and $20
// for a second, every night; a resort fee of $25 a room a night and a 10 % occupancy tax on
// the room and the fee, both added on top of the price. A night for one adult is therefore
// $200 as sold, $225 with the fee, $247.50 with the tax as well.
//   - TAXED-BEFORE shows prices BeforeTaxes: the fee inside, the tax beside ($225 a night).
//   - TAXED-ALLIN shows prices AllIn: everything inside ($247.50 a night).

export const taxedGroupCode = 'TAXED-GROUP';

function taxedHotel(code: string, pricesShown: 'AllIn' | 'BeforeTaxes') {
  return {
    Code: code,
    Name: `Taxed hotel ${pricesShown}`,
    TimeZone: 'Europe/London',
    Currency: 'USD',
    PricesShown: pricesShown,
    Taxes: [resortFeeDefinition, occupancyTaxDefinition],
    RoomTypes: [{ Code: 'STANDARD', Name: 'Standard King', MaximumOccupancy: 2, AdultMaximumOccupancy: 2, Rooms: 5 }],
    RatePlans: [
      { Code: 'FLEX', Name: 'Flexible', BaseNumberOfAdults: 1, Nightly: { STANDARD: 200 }, CostPerAdult: 20 },
    ],
  };
}

export const taxedGroup = {
  Group: { Code: taxedGroupCode, Name: 'Taxed Hotels' },
  Properties: [taxedHotel('TAXED-BEFORE', 'BeforeTaxes'), taxedHotel('TAXED-ALLIN', 'AllIn')],
};

/** Imports the two hotels, their nights from `today`. */
export async function importTaxedGroup(database: Database, today: string): Promise<void> {
  await importPropertyDefinition(database.db, taxedGroup, { today });
}
