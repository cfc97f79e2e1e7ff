import { and, eq, getTableColumns, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  parsePropertyDefinitionFile,
  propertyDefinitionSchema,
  type GroupDefinition,
  type PropertyDefinition,
} from '../../contract/property-definition';
import { toMinorUnits } from '../../domain/money';
import type { Db } from '../db/client';
import { companies, giftVouchers } from '../db/schema/commerce';
import { areas, exchangeRates, locations, properties, propertyGroups } from '../db/schema/properties';
import { restaurants, restaurantSlotCovers } from '../db/schema/restaurants';
import { nightlyRates, ratePlans, roomConfigurationOptions, roomInventory, roomTypes, roomTypeUpgrades } from '../db/schema/rooms';
import { serviceArticles, services } from '../db/schema/services';
import { fieldPath, PropertyDefinitionError, type DefinitionPath } from './definition-error';
import {
  addDays,
  expandNights,
  expansionWindowEnd,
  resolveRelativeDates,
  type InventoryRow,
  type NightlyRateRow,
} from './expand-nights';

// Imports a property definition file (format: contract/property-definition.ts, README) in one
// transaction, keyed by codes, so importing the same file twice changes nothing. Bookings
// survive a re-import: room_inventory.booked, service used_inventory and voucher consumption
// are never reset, and totals are never set below what is already sold.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface EntityCounts {
  created: number;
  updated: number;
}

export interface PropertyImportResult {
  code: string;
  propertyId: number;
  action: 'created' | 'updated';
  roomTypes: EntityCounts;
  ratePlans: EntityCounts;
  locations: EntityCounts;
  services: EntityCounts;
  restaurants: EntityCounts;
  companies: EntityCounts;
  giftVouchers: EntityCounts;
  nightlyRates: number;
  inventoryNights: number;
  expandedUntil: string;
  /** Things the operator should know: clamped totals, items no longer in the file. */
  warnings: string[];
}

export interface ImportResult {
  group: { code: string; action: 'created' | 'updated' } | null;
  properties: PropertyImportResult[];
  exchangeRates: number;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export async function importPropertyDefinition(db: Db, file: unknown, opts: { today: string }): Promise<ImportResult> {
  if (!isoDate.test(opts.today)) throw new Error(`today must be YYYY-MM-DD, got ${opts.today}`);
  const parsed = parsePropertyDefinitionFile(file);
  if (!parsed.success) {
    throw new PropertyDefinitionError(
      parsed.error.issues.flatMap((issue) =>
        issue.code === 'unrecognized_keys'
          ? issue.keys.map((key) => ({ field: fieldPath([...issue.path, key]), message: 'is not a field of this format' }))
          : [{ field: fieldPath(issue.path), message: issue.message }],
      ),
    );
  }
  const definition = parsed.data;
  const single = definition.Group === null && !isGroupShaped(file);
  const pathOf = (i: number): DefinitionPath => (single ? [] : ['Properties', i]);
  // Everything that can be wrong with the file is found before the first write.
  const resolved = definition.Properties.map((p, i) => resolveRelativeDates(p, opts.today, pathOf(i)));
  const until = expansionWindowEnd(opts.today);
  const expanded = resolved.map((p, i) => expandNights(p, opts.today, until, pathOf(i)));
  const exchangeRateSets = [...definition.ExchangeRates, ...resolved.flatMap((p) => p.ExchangeRates)];

  return db.transaction(async (tx) => {
    const group = definition.Group ? await upsertGroup(tx, definition.Group) : null;
    const results: PropertyImportResult[] = [];
    for (const [i, property] of resolved.entries()) {
      const placement = group
        ? { groupId: group.id, areaId: property.AreaCode === null ? null : group.areaIds.get(property.AreaCode)! }
        : await findPlacement(tx, property, pathOf(i));
      results.push(await importProperty(tx, property, expanded[i]!, { today: opts.today, until, ...placement }));
    }
    let rateCount = 0;
    for (const set of exchangeRateSets) {
      const rows = Object.entries(set.Rates).map(([currency, rate]) => ({ baseCurrency: set.BaseCurrency, currency, rate: String(rate), updatedAt: new Date() }));
      if (rows.length === 0) continue;
      await tx
        .insert(exchangeRates)
        .values(rows)
        .onConflictDoUpdate({ target: [exchangeRates.baseCurrency, exchangeRates.currency], set: fromExcluded(exchangeRates, ['rate', 'updatedAt']) });
      rateCount += rows.length;
    }
    return { group: group && { code: definition.Group!.Code, action: group.action }, properties: results, exchangeRates: rateCount };
  });
}

const isGroupShaped = (file: unknown) => typeof file === 'object' && file !== null && ('Properties' in file || 'Group' in file);

/**
 * Re-expands per-night rows of every property whose rows end before the window of `today`
 * (36 months and one), from the definition stored at its last import. Called at start.
 */
export async function rollForward(db: Db, today: string): Promise<{ code: string; expandedUntil: string }[]> {
  const until = expansionWindowEnd(today);
  const due = await db
    .select({ id: properties.id, code: properties.code, definition: properties.definition, expandedUntil: properties.expandedUntil })
    .from(properties)
    .where(lt(properties.expandedUntil, until));
  const rolled: { code: string; expandedUntil: string }[] = [];
  for (const row of due) {
    const definition = propertyDefinitionSchema.parse(row.definition);
    const from = row.expandedUntil < today ? today : addDays(row.expandedUntil, 1);
    const { rates, inventory } = expandNights(definition, from, until);
    await db.transaction(async (tx) => {
      const ids = await codeIds(tx, row.id);
      await insertNightlyRates(tx, rates, ids, 'keep existing');
      await insertInventory(tx, inventory, ids.roomTypes, 'keep existing');
      await tx.update(properties).set({ expandedUntil: until }).where(eq(properties.id, row.id));
    });
    rolled.push({ code: row.code, expandedUntil: until });
  }
  return rolled;
}

// --- group and placement -----------------------------------------------------------------

async function upsertGroup(tx: Tx, group: GroupDefinition) {
  const [row] = await tx
    .insert(propertyGroups)
    .values({
      code: group.Code,
      name: group.Name,
      description: group.Description,
      logoFileUrl: group.LogoFileUrl,
      imageUrl: group.ImageUrl,
      theme: group.Theme,
    })
    .onConflictDoUpdate({ target: propertyGroups.code, set: fromExcluded(propertyGroups, ['name', 'description', 'logoFileUrl', 'imageUrl', 'theme']) })
    .returning({ id: propertyGroups.id, created: wasInserted });
  const areaIds = new Map<string, number>();
  if (group.Areas.length > 0) {
    const rows = await tx
      .insert(areas)
      .values(group.Areas.map((a) => ({ groupId: row!.id, code: a.Code, name: a.Name })))
      .onConflictDoUpdate({ target: [areas.groupId, areas.code], set: fromExcluded(areas, ['name']) })
      .returning({ id: areas.id, code: areas.code });
    for (const a of rows) areaIds.set(a.code, a.id);
  }
  return { id: row!.id, action: row!.created ? ('created' as const) : ('updated' as const), areaIds };
}

/** A property imported on its own joins a group imported earlier. */
async function findPlacement(tx: Tx, property: PropertyDefinition, at: DefinitionPath) {
  if (property.GroupCode === null) {
    if (property.AreaCode !== null) throw PropertyDefinitionError.at([...at, 'AreaCode'], 'needs GroupCode (areas belong to a group)');
    return { groupId: null, areaId: null };
  }
  const [group] = await tx.select({ id: propertyGroups.id }).from(propertyGroups).where(eq(propertyGroups.code, property.GroupCode));
  if (!group) throw PropertyDefinitionError.at([...at, 'GroupCode'], `no group ${property.GroupCode} has been imported; import its group file first`);
  if (property.AreaCode === null) return { groupId: group.id, areaId: null };
  const [area] = await tx
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.groupId, group.id), eq(areas.code, property.AreaCode)));
  if (!area) throw PropertyDefinitionError.at([...at, 'AreaCode'], `${property.AreaCode} is not an area of group ${property.GroupCode}`);
  return { groupId: group.id, areaId: area.id };
}

// --- one property --------------------------------------------------------------------------

interface ImportContext {
  today: string;
  until: string;
  groupId: number | null;
  areaId: number | null;
}

async function importProperty(
  tx: Tx,
  p: PropertyDefinition,
  nights: { rates: NightlyRateRow[]; inventory: InventoryRow[] },
  ctx: ImportContext,
): Promise<PropertyImportResult> {
  const warnings: string[] = [];
  const availableCurrencies = [p.Currency, ...p.AvailableCurrencies.filter((c) => c !== p.Currency)];

  const [property] = await tx
    .insert(properties)
    .values({
      code: p.Code,
      groupId: ctx.groupId,
      areaId: ctx.areaId,
      name: p.Name,
      description: p.Description,
      timeZone: p.TimeZone,
      currency: p.Currency,
      availableCurrencies,
      logoFileUrl: p.LogoFileUrl,
      propertyImageUrl: p.PropertyImageUrl,
      hotelRating: p.HotelRating,
      googleTagManagerContainerId: p.GoogleTagManagerContainerId,
      facebookPixelId: p.FacebookPixelId,
      payByPaystack: p.PayByPaystack,
      privacyPolicyUrl: p.PrivacyPolicyUrl,
      termsAndConditionsUrl: p.TermsAndConditionsUrl,
      websiteUrl: p.WebsiteUrl,
      email: p.Email,
      telephone: p.Telephone,
      street: p.Address.Street,
      city: p.Address.City,
      postCode: p.Address.PostCode,
      countryCode: p.Address.CountryCode,
      latitude: p.Address.Latitude === null ? null : String(p.Address.Latitude),
      longitude: p.Address.Longitude === null ? null : String(p.Address.Longitude),
      defaultPhoneCountryCode: p.DefaultPhoneCountryCode,
      creditCards: p.CreditCards,
      enableChildrenSearch: p.EnableChildrenSearch,
      enableInfantSearch: p.EnableInfantSearch,
      defaultOccupancyAdult: p.DefaultOccupancyAdult,
      defaultOccupancyChildren: p.DefaultOccupancyChildren,
      defaultOccupancyInfant: p.DefaultOccupancyInfant,
      adultMaximumOccupancy: p.AdultMaximumOccupancy,
      childMaximumOccupancy: p.ChildMaximumOccupancy,
      adultOccupancyLabel: p.AdultOccupancyLabel,
      childOccupancyLabel: p.ChildOccupancyLabel,
      infantOccupancyLabel: p.InfantOccupancyLabel,
      theme: p.Theme,
      bookingConfiguration: p.BookingConfiguration,
      preCheckInConfiguration: p.PreCheckInConfiguration,
      definition: p,
      expandedUntil: ctx.until,
      updatedAt: new Date(),
    })
    .onConflictDoUpdate({ target: properties.code, set: fromExcluded(properties, 'all but id and code') })
    .returning({ id: properties.id, created: wasInserted });
  const propertyId = property!.id;

  // Locations
  const locationRows = await upsertReturning(
    tx,
    locations,
    p.Locations.map((l) => ({ propertyId, code: l.Code, name: l.Name })),
    [locations.propertyId, locations.code],
    ['name'],
  );
  const locationIds = new Map(locationRows.map((r) => [r.code, r.id]));

  // Room types, their upgrades and bed set-ups
  const roomTypeRows = await upsertReturning(
    tx,
    roomTypes,
    p.RoomTypes.map((rt, i) => ({
      propertyId,
      code: rt.Code,
      name: rt.Name,
      description: rt.Description,
      photos: rt.Photos,
      features: rt.Features,
      locationId: rt.LocationCode === null ? null : locationIds.get(rt.LocationCode)!,
      minimumOccupancy: rt.MinimumOccupancy,
      maximumOccupancy: rt.MaximumOccupancy,
      adultMaximumOccupancy: rt.AdultMaximumOccupancy,
      childMaximumOccupancy: rt.ChildMaximumOccupancy,
      sortOrder: i,
    })),
    [roomTypes.propertyId, roomTypes.code],
    ['name', 'description', 'photos', 'features', 'locationId', 'minimumOccupancy', 'maximumOccupancy', 'adultMaximumOccupancy', 'childMaximumOccupancy', 'sortOrder'],
  );
  const roomTypeIds = new Map(roomTypeRows.map((r) => [r.code, r.id]));
  const allRoomTypes = await tx.select({ id: roomTypes.id, code: roomTypes.code }).from(roomTypes).where(eq(roomTypes.propertyId, propertyId));
  const retiredRoomTypes = allRoomTypes.filter((r) => !roomTypeIds.has(r.code));
  for (const r of retiredRoomTypes) warnings.push(`room type ${r.code} is no longer in the file: it is kept for existing bookings but no longer sold`);

  await tx.delete(roomTypeUpgrades).where(inArray(roomTypeUpgrades.roomTypeId, allRoomTypes.map((r) => r.id)));
  const upgrades = p.RoomTypes.flatMap((rt) => rt.Upgrades.map((code) => ({ roomTypeId: roomTypeIds.get(rt.Code)!, upgradeRoomTypeId: roomTypeIds.get(code)! })));
  if (upgrades.length > 0) await tx.insert(roomTypeUpgrades).values(upgrades);

  await syncConfigurationOptions(tx, propertyId, [
    ...p.RoomConfigurationOptions.map((name, i) => ({ roomTypeId: null, name, sortOrder: i })),
    ...p.RoomTypes.flatMap((rt) => rt.ConfigurationOptions.map((name, i) => ({ roomTypeId: roomTypeIds.get(rt.Code)!, name, sortOrder: i }))),
  ]);

  // Rate plans
  const ratePlanRows = await upsertReturning(
    tx,
    ratePlans,
    p.RatePlans.map((plan, i) => ({
      propertyId,
      code: plan.Code,
      name: plan.Name,
      description: plan.Description,
      inclusions: plan.Inclusions,
      policy: plan.Policy,
      refundable: plan.Refundable,
      promoCode: plan.PromoCode,
      promotion: plan.Promotion,
      discountPercent: plan.DiscountPercent,
      baseNumberOfAdults: plan.BaseNumberOfAdults,
      useOccupancyForRatePlan: plan.UseOccupancyForRatePlan,
      minimumOccupancy: plan.MinimumOccupancy,
      maximumOccupancy: plan.MaximumOccupancy,
      adultMaximumOccupancy: plan.AdultMaximumOccupancy,
      childMaximumOccupancy: plan.ChildMaximumOccupancy,
      canPayByCompanyInvoice: plan.CanPayByCompanyInvoice,
      sortOrder: i,
    })),
    [ratePlans.propertyId, ratePlans.code],
    [
      'name',
      'description',
      'inclusions',
      'policy',
      'refundable',
      'promoCode',
      'promotion',
      'discountPercent',
      'baseNumberOfAdults',
      'useOccupancyForRatePlan',
      'minimumOccupancy',
      'maximumOccupancy',
      'adultMaximumOccupancy',
      'childMaximumOccupancy',
      'canPayByCompanyInvoice',
      'sortOrder',
    ],
  );
  const ratePlanIds = new Map(ratePlanRows.map((r) => [r.code, r.id]));
  const allRatePlans = await tx.select({ code: ratePlans.code }).from(ratePlans).where(eq(ratePlans.propertyId, propertyId));
  for (const r of allRatePlans) {
    if (!ratePlanIds.has(r.code)) warnings.push(`rate plan ${r.code} is no longer in the file: it is kept for existing bookings but no longer sold`);
  }

  // Per-night prices: derived data, replaced from today on (earlier nights stay as history).
  await tx.delete(nightlyRates).where(and(inArray(nightlyRates.roomTypeId, allRoomTypes.map((r) => r.id)), gte(nightlyRates.date, ctx.today)));
  await insertNightlyRates(tx, nights.rates, { roomTypes: roomTypeIds, ratePlans: ratePlanIds }, 'replace');

  // Inventory: totals follow the file, but never drop below rooms already booked.
  const booked = await tx
    .select({ roomTypeId: roomInventory.roomTypeId, date: roomInventory.date, booked: roomInventory.booked })
    .from(roomInventory)
    .where(and(inArray(roomInventory.roomTypeId, allRoomTypes.map((r) => r.id)), gte(roomInventory.date, ctx.today), sql`${roomInventory.booked} > 0`));
  const bookedByNight = new Map(booked.map((b) => [`${b.roomTypeId}|${b.date}`, b.booked]));
  for (const row of nights.inventory) {
    const sold = bookedByNight.get(`${roomTypeIds.get(row.roomType)}|${row.date}`) ?? 0;
    if (sold > row.total) warnings.push(`${row.roomType} on ${row.date}: the file asks for ${row.total} rooms but ${sold} are booked; kept at ${sold}`);
  }
  await insertInventory(tx, nights.inventory, roomTypeIds, 'update totals');
  if (retiredRoomTypes.length > 0) {
    await tx
      .update(roomInventory)
      .set({ total: sql`${roomInventory.booked}` })
      .where(and(inArray(roomInventory.roomTypeId, retiredRoomTypes.map((r) => r.id)), gte(roomInventory.date, ctx.today)));
  }

  // Services and their articles; inventory never below what is sold.
  const serviceCounts = { created: 0, updated: 0 };
  for (const [i, s] of p.Services.entries()) {
    const [row] = await tx
      .insert(services)
      .values({
        propertyId,
        code: s.Code,
        name: s.Name,
        description: s.Description,
        imageUrl: s.ImageUrl,
        chargeType: s.ChargeType,
        chargePerPerson: s.ChargePerPerson,
        startingInventory: s.Inventory,
        roomTypeIds: s.RoomTypes?.map((code) => roomTypeIds.get(code)!) ?? null,
        ratePlanIds: s.RatePlans?.map((code) => ratePlanIds.get(code)!) ?? null,
        sortOrder: i,
      })
      .onConflictDoUpdate({
        target: [services.propertyId, services.code],
        set: {
          ...fromExcluded(services, ['name', 'description', 'imageUrl', 'chargeType', 'chargePerPerson', 'roomTypeIds', 'ratePlanIds', 'sortOrder']),
          startingInventory: sql`CASE WHEN excluded.starting_inventory IS NULL THEN NULL ELSE GREATEST(excluded.starting_inventory, ${services.usedInventory}) END`,
        },
      })
      .returning({ id: services.id, created: wasInserted, startingInventory: services.startingInventory });
    serviceCounts[row!.created ? 'created' : 'updated']++;
    if (s.Inventory !== null && row!.startingInventory !== s.Inventory) {
      warnings.push(`service ${s.Code}: the file asks for an inventory of ${s.Inventory} but ${row!.startingInventory} are sold; kept at ${row!.startingInventory}`);
    }
    await syncArticles(
      tx,
      row!.id,
      s.Articles.map((a) => ({ name: a.Name, price: toMinorUnits(a.Price, p.Currency) })),
    );
  }

  // Restaurants; future slot capacities follow CoversPerSlot but keep covers already booked.
  const restaurantRows = await upsertReturning(
    tx,
    restaurants,
    p.Restaurants.map((r) => ({
      propertyId,
      code: r.Code,
      name: r.Name,
      description: r.Description,
      minOnlinePartySize: r.MinOnlinePartySize,
      maxOnlinePartySize: r.MaxOnlinePartySize,
      noAvailabilityText: r.NoAvailabilityText,
      slotIntervalMinutes: r.SlotIntervalMinutes,
      coversPerSlot: r.CoversPerSlot,
      sittingMinutes: r.SittingMinutes,
      openingPeriods: r.OpeningPeriods,
      promotions: r.Promotions,
    })),
    [restaurants.propertyId, restaurants.code],
    ['name', 'description', 'minOnlinePartySize', 'maxOnlinePartySize', 'noAvailabilityText', 'slotIntervalMinutes', 'coversPerSlot', 'sittingMinutes', 'openingPeriods', 'promotions'],
  );
  for (const r of p.Restaurants) {
    const id = restaurantRows.find((row) => row.code === r.Code)!.id;
    await tx
      .update(restaurantSlotCovers)
      .set({ total: sql`GREATEST(${r.CoversPerSlot}, ${restaurantSlotCovers.booked})` })
      .where(and(eq(restaurantSlotCovers.restaurantId, id), gte(restaurantSlotCovers.visitDate, ctx.today)));
  }

  const companyRows = await upsertReturning(
    tx,
    companies,
    p.Companies.map((c) => ({ propertyId, accountCode: c.AccountCode, name: c.Name, city: c.City, countryCode: c.CountryCode })),
    [companies.propertyId, companies.accountCode],
    ['name', 'city', 'countryCode'],
  );

  // Gift vouchers: a new value keeps what has been spent (remaining = value - spent, not below 0).
  const voucherRows = await upsertReturning(
    tx,
    giftVouchers,
    p.GiftVouchers.map((v) => {
      const currency = v.Currency ?? p.Currency;
      const value = toMinorUnits(v.Value, currency);
      return { propertyId, code: v.Code, initialValue: value, remaining: value, currency, expiresOn: v.ExpiresOn, isExperience: v.IsExperience };
    }),
    [giftVouchers.propertyId, giftVouchers.code],
    ['initialValue', 'currency', 'expiresOn', 'isExperience'],
    { remaining: sql`GREATEST(0, excluded.initial_value - (${giftVouchers.initialValue} - ${giftVouchers.remaining}))` },
  );

  return {
    code: p.Code,
    propertyId,
    action: property!.created ? 'created' : 'updated',
    roomTypes: countOf(roomTypeRows),
    ratePlans: countOf(ratePlanRows),
    locations: countOf(locationRows),
    services: serviceCounts,
    restaurants: countOf(restaurantRows),
    companies: countOf(companyRows),
    giftVouchers: countOf(voucherRows),
    nightlyRates: nights.rates.length,
    inventoryNights: nights.inventory.length,
    expandedUntil: ctx.until,
    warnings,
  };
}

// --- bulk per-night rows -----------------------------------------------------------------------

// Each column goes as one array literal: a handful of bind parameters per batch on both
// drivers, and about twice as fast on PGlite as a JSON document.
const BATCH_ROWS = 10_000;

/** '{1,2,NULL}' for numbers, booleans and ISO dates (none need quoting). */
const arrayLiteral = (values: readonly (number | string | boolean | null)[]) => `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;

async function insertNightlyRates(
  tx: Tx,
  rows: readonly NightlyRateRow[],
  ids: { roomTypes: ReadonlyMap<string, number>; ratePlans: ReadonlyMap<string, number> },
  mode: 'replace' | 'keep existing',
) {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS).filter((r) => ids.roomTypes.has(r.roomType) && ids.ratePlans.has(r.ratePlan));
    if (batch.length === 0) continue;
    const column = (read: (r: NightlyRateRow) => number | string | boolean | null) => arrayLiteral(batch.map(read));
    await tx.execute(sql`
      INSERT INTO nightly_rates (room_type_id, rate_plan_id, date, base_rate, cost_per_room, cost_per_adult, cost_per_child, cost_per_infant,
        per_person_cost_per_adult, per_person_cost_per_child, per_person_cost_per_infant, closed, closed_to_arrival, closed_to_departure, min_stay, max_stay)
      SELECT * FROM unnest(
        ${column((r) => ids.roomTypes.get(r.roomType)!)}::int[], ${column((r) => ids.ratePlans.get(r.ratePlan)!)}::int[], ${column((r) => r.date)}::date[],
        ${column((r) => r.baseRate)}::int[], ${column((r) => r.costPerRoom)}::int[], ${column((r) => r.costPerAdult)}::int[],
        ${column((r) => r.costPerChild)}::int[], ${column((r) => r.costPerInfant)}::int[], ${column((r) => r.perPersonCostPerAdult)}::int[],
        ${column((r) => r.perPersonCostPerChild)}::int[], ${column((r) => r.perPersonCostPerInfant)}::int[], ${column((r) => r.closed)}::boolean[],
        ${column((r) => r.closedToArrival)}::boolean[], ${column((r) => r.closedToDeparture)}::boolean[], ${column((r) => r.minStay)}::int[],
        ${column((r) => r.maxStay)}::int[])
      ${mode === 'keep existing' ? sql`ON CONFLICT DO NOTHING` : sql``}`);
  }
}

async function insertInventory(tx: Tx, rows: readonly InventoryRow[], roomTypeIds: ReadonlyMap<string, number>, mode: 'update totals' | 'keep existing') {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS).filter((r) => roomTypeIds.has(r.roomType));
    if (batch.length === 0) continue;
    await tx.execute(sql`
      INSERT INTO room_inventory (room_type_id, date, total)
      SELECT * FROM unnest(${arrayLiteral(batch.map((r) => roomTypeIds.get(r.roomType)!))}::int[], ${arrayLiteral(batch.map((r) => r.date))}::date[], ${arrayLiteral(batch.map((r) => r.total))}::int[])
      ON CONFLICT (room_type_id, date) DO ${
        mode === 'update totals'
          ? sql`UPDATE SET total = GREATEST(excluded.total, room_inventory.booked) WHERE room_inventory.total IS DISTINCT FROM GREATEST(excluded.total, room_inventory.booked)`
          : sql`NOTHING`
      }`);
  }
}

async function codeIds(tx: Tx, propertyId: number) {
  const rts = await tx.select({ id: roomTypes.id, code: roomTypes.code }).from(roomTypes).where(eq(roomTypes.propertyId, propertyId));
  const rps = await tx.select({ id: ratePlans.id, code: ratePlans.code }).from(ratePlans).where(eq(ratePlans.propertyId, propertyId));
  return { roomTypes: new Map(rts.map((r) => [r.code, r.id])), ratePlans: new Map(rps.map((r) => [r.code, r.id])) };
}

// --- parts without codes: matched by name so their ids (referenced by bookings) stay ---------

async function syncConfigurationOptions(tx: Tx, propertyId: number, wanted: { roomTypeId: number | null; name: string; sortOrder: number }[]) {
  const existing = await tx.select().from(roomConfigurationOptions).where(eq(roomConfigurationOptions.propertyId, propertyId));
  const key = (o: { roomTypeId: number | null; name: string }) => `${o.roomTypeId ?? '*'}|${o.name}`;
  const byKey = new Map(existing.map((o) => [key(o), o]));
  const kept = new Set<number>();
  const fresh: (typeof roomConfigurationOptions.$inferInsert)[] = [];
  for (const w of wanted) {
    const found = byKey.get(key(w));
    if (!found) {
      fresh.push({ propertyId, ...w });
      continue;
    }
    kept.add(found.id);
    if (found.sortOrder !== w.sortOrder) await tx.update(roomConfigurationOptions).set({ sortOrder: w.sortOrder }).where(eq(roomConfigurationOptions.id, found.id));
  }
  const gone = existing.filter((o) => !kept.has(o.id)).map((o) => o.id);
  if (gone.length > 0) await tx.delete(roomConfigurationOptions).where(inArray(roomConfigurationOptions.id, gone));
  if (fresh.length > 0) await tx.insert(roomConfigurationOptions).values(fresh);
}

async function syncArticles(tx: Tx, serviceId: number, wanted: { name: string; price: number }[]) {
  const existing = await tx.select().from(serviceArticles).where(eq(serviceArticles.serviceId, serviceId));
  const byName = new Map(existing.map((a) => [a.name, a]));
  const kept = new Set<number>();
  const fresh: (typeof serviceArticles.$inferInsert)[] = [];
  for (const w of wanted) {
    const found = byName.get(w.name);
    if (!found || kept.has(found.id)) {
      fresh.push({ serviceId, ...w });
      continue;
    }
    kept.add(found.id);
    if (found.price !== w.price) await tx.update(serviceArticles).set({ price: w.price }).where(eq(serviceArticles.id, found.id));
  }
  const gone = existing.filter((a) => !kept.has(a.id)).map((a) => a.id);
  if (gone.length > 0) await tx.delete(serviceArticles).where(inArray(serviceArticles.id, gone));
  if (fresh.length > 0) await tx.insert(serviceArticles).values(fresh);
}

// --- upserts ---------------------------------------------------------------------------------

/** `xmax = 0` only on a row this statement inserted (not one it updated). */
const wasInserted = sql<boolean>`(xmax = 0)`;

type ColumnKey<T extends PgTable> = keyof T['_']['columns'] & string;

/** SET col = excluded.col for the given columns of an upsert. */
function fromExcluded<T extends PgTable>(table: T, keys: ColumnKey<T>[] | 'all but id and code'): Record<string, SQL> {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const chosen = keys === 'all but id and code' ? Object.keys(columns).filter((k) => k !== 'id' && k !== 'code') : keys;
  return Object.fromEntries(chosen.map((k) => [k, sql.raw(`excluded."${columns[k]!.name}"`)]));
}

/** Multi-row upsert returning id, code (or account code) and whether each row is new. */
async function upsertReturning<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
  target: PgColumn[],
  update: ColumnKey<T>[],
  extraSet: Record<string, SQL> = {},
): Promise<{ id: number; code: string; created: boolean }[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const result = await tx
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({ target, set: { ...fromExcluded(table, update), ...extraSet } as PgUpdateSetSource<T> })
    .returning({ id: columns.id!, code: (columns.code ?? columns.accountCode)!, created: wasInserted });
  return result as { id: number; code: string; created: boolean }[];
}

const countOf = (rows: { created: boolean }[]): EntityCounts => ({
  created: rows.filter((r) => r.created).length,
  updated: rows.filter((r) => !r.created).length,
});
