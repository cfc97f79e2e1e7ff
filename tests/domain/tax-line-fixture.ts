import type { TaxDefinitionInput } from '../../src/contract/property-definition';
import type { TaxLineResponse } from '../../src/contract/taxes';
import type { TaxLine } from '../../src/domain/taxes';

// Lisbon's two taxes, as a booking keeps them and as a guest is shown them: VAT included in the
// price, and the tourist tax of EUR 4 per adult per night paid at the hotel.

/** VAT of 6 % inside the price, as kept (minor units); counts are 0 unless given. */
export const vatLine = (fields: Partial<TaxLine> = {}): TaxLine => ({
  code: 'VAT',
  name: 'VAT',
  kind: 'Tax',
  included: true,
  payableAtProperty: false,
  percent: 6000,
  base: 0,
  nights: 0,
  guestNights: 0,
  amount: 0,
  ...fields,
});

/** The tourist tax paid at the hotel, as kept (minor units); counts are 0 unless given. */
export const touristTaxLine = (fields: Partial<TaxLine> = {}): TaxLine => ({
  code: 'TOURIST-TAX',
  name: 'Tourist tax',
  kind: 'Tax',
  included: false,
  payableAtProperty: true,
  percent: null,
  base: 0,
  nights: 0,
  guestNights: 0,
  amount: 0,
  ...fields,
});

/** VAT included in the price, as shown (major units, a percentage). */
export const vatShown = (Amount: number, Percent: number): TaxLineResponse => ({
  Code: 'VAT',
  Name: 'VAT',
  Kind: 'Tax',
  Amount,
  Included: true,
  PayableAtProperty: false,
  Percent,
});

/** The tourist tax paid at the hotel, as shown (major units). */
export const touristTaxShown = (Amount: number): TaxLineResponse => ({
  Code: 'TOURIST-TAX',
  Name: 'Tourist tax',
  Kind: 'Tax',
  Amount,
  Included: false,
  PayableAtProperty: true,
  Percent: null,
});

/** VAT as a property's file defines it: `Percent` of rooms and extras, included in the price. */
export const vatDefinition = (Percent: number, fields: Partial<TaxDefinitionInput> = {}): TaxDefinitionInput => ({
  Code: 'VAT',
  Name: 'VAT',
  Kind: 'Tax',
  Calculation: 'Percent',
  Percent,
  AppliesTo: ['Rooms', 'Extras'],
  Included: true,
  ...fields,
});

/** A US-style resort fee as a property's file defines it: $25 a room a night, on top of the price. */
export const resortFeeDefinition: TaxDefinitionInput = {
  Code: 'RESORT',
  Name: 'Resort fee',
  Kind: 'Fee',
  Calculation: 'PerRoomNight',
  Amount: 25,
};

/** A US-style occupancy tax as a property's file defines it: 10 % of the room and its fees, on top. */
export const occupancyTaxDefinition: TaxDefinitionInput = {
  Code: 'OCC',
  Name: 'Occupancy tax',
  Kind: 'Tax',
  Calculation: 'Percent',
  Percent: 10,
  AppliesTo: ['Rooms', 'Fees'],
};
