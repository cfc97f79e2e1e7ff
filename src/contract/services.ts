import { z } from 'zod';

// GET /api/Service/Get: the extras (services) a guest may add to one room,
// with their inventory. Amounts are major units. A service's cost for a room follows
// docs/product.md, prices and formats (src/domain/pricing priceService): Price (the sum of its articles) x 1 per stay,
// x nights per day, or x Quantity; then x (adults + children) when ChargePerPerson.

const idMessage = (label: string) => ({ error: `${label} must be a number.` });

export const serviceQuerySchema = z
  .object({
    propertyId: z.string().trim().min(1, { error: 'Please choose a property.' }).max(64),
    roomTypeId: z.coerce
      .number(idMessage('The room type'))
      .int(idMessage('The room type'))
      .positive(idMessage('The room type')),
    ratePlanId: z.coerce
      .number(idMessage('The rate plan'))
      .int(idMessage('The rate plan'))
      .positive(idMessage('The rate plan')),
    dateOfArrival: z.iso.date({ error: 'The arrival date must be a real date like 2026-05-01.' }),
    dateOfDeparture: z.iso.date({ error: 'The departure date must be a real date like 2026-05-02.' }),
    languageCode: z.string().min(2).max(10).default('en'),
  })
  .refine((query) => query.dateOfDeparture > query.dateOfArrival, {
    path: ['dateOfDeparture'],
    error: 'Your departure date must be after your arrival date.',
  });
export type ServiceQuery = z.infer<typeof serviceQuerySchema>;

export const serviceChargeTypeSchema = z.enum(['PerStay', 'PerDay', 'PerQuantity']);

export const serviceArticleSchema = z.object({ ArticleId: z.number().int(), Name: z.string(), Price: z.number() });

export const serviceSchema = z.object({
  ServiceId: z.number().int(),
  ServiceCode: z.string(),
  ServiceName: z.string(),
  ServiceDescription: z.string(),
  ImageUrl: z.string().nullable(),
  /** The sum of the articles' prices: the cost of one unit. */
  Price: z.number(),
  ChargeType: serviceChargeTypeSchema,
  ChargePerPerson: z.boolean(),
  Articles: z.array(serviceArticleSchema),
});
export type Service = z.infer<typeof serviceSchema>;

/** StartingInventory null = unlimited (Available null); Used = reservation items using it. */
export const serviceInventorySchema = z.object({
  StartingInventory: z.number().int().nullable(),
  Used: z.number().int(),
  Available: z.number().int().nullable(),
});
export type ServiceInventory = z.infer<typeof serviceInventorySchema>;

export const serviceResponseSchema = z.object({
  Services: z.array(serviceSchema),
  /** ServiceId -> inventory, for every service listed. */
  InventoryPerServiceId: z.record(z.string(), serviceInventorySchema),
  Currency: z.string(),
  Nights: z.number().int(),
});
export type ServiceResponse = z.infer<typeof serviceResponseSchema>;
