import { z } from 'zod';

// Fields every answer that shows a booking has alike (the guest's confirmation, pre-check-in,
// the revisions another system pulls), spread into those answers' objects in place, so a field
// keeps its name, type and place wherever a booking is shown. Amounts are in major units.

/** Who is staying in a room. */
export const roomPartyShape = {
  NumberOfAdults: z.number().int(),
  NumberOfChildren: z.number().int(),
  NumberOfInfants: z.number().int(),
};

/** A room's price: the room, its extras, and the two together. */
export const roomCostsShape = {
  RoomCost: z.number(),
  ExtrasCost: z.number(),
  TotalCost: z.number(),
};

/** The booker's name, contact and street; the country and post code follow in each answer's own way. */
export const bookerContactShape = {
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  Phone: z.string(),
  Street: z.string(),
  City: z.string().nullable(),
};

/** What the guest wrote with the booking (Notes: their special requests) and the codes they used. */
export const guestWordsShape = {
  Notes: z.string(),
  Comment: z.string(),
  PromoCode: z.string().nullable(),
  GiftVoucherCode: z.string().nullable(),
};

/** The booking's totals: rooms + extras - voucher = TotalCost (added taxes beside it). */
export const bookingTotalsShape = {
  RoomsTotal: z.number(),
  ExtrasTotal: z.number(),
  VoucherDiscount: z.number(),
  TotalCost: z.number(),
};

/** A card as a booking shows it: brand, last four and expiry only. */
export const cardSummarySchema = z.object({
  CardType: z.string(),
  LastFourDigits: z.string(),
  ExpiryMonth: z.number().int(),
  ExpiryYear: z.number().int(),
});
