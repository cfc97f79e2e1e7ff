import type { Tx } from '../db/client';
import type { PropertyDefinition } from '../../contract/property-definition-file';
import { properties } from '../db/schema/properties';
import { fromExcluded, wasInserted } from './import-statements';

// The property itself: every field of the definition, the definition as resolved (what a
// roll-forward expands from) and how far its per-night rows reach.

export async function upsertPropertyRow(
  tx: Tx,
  p: PropertyDefinition,
  ctx: { groupId: number | null; areaId: number | null; until: string },
): Promise<{ id: number; created: boolean }> {
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
      reservationsEmail: p.ReservationsEmail,
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
      taxes: p.Taxes,
      pricesShown: p.PricesShown,
      definition: p,
      expandedUntil: ctx.until,
      updatedAt: new Date(),
    })
    .onConflictDoUpdate({ target: properties.code, set: fromExcluded(properties, 'all but id and code') })
    .returning({ id: properties.id, created: wasInserted });
  return property!;
}
