import type { BookingConfiguration, PreCheckInConfig, Property, PropertyGroup } from '../../contract/property';
import { notFound } from '../errors';
import { createReadCache } from './read-cache';
import type { PropertyRecord, PropertyRepository, PropertyWithPlace } from './repository';

// What GET Property, PropertyGroup, Book/Config and PreCheckIn/Config answer, built from the
// stored property. Each takes the numeric id or the code.

export const propertyNotFoundMessage = 'Property not found';
export const propertyGroupNotFoundMessage = 'Property group not found';

/** How long a server keeps an unchanged property's answers before reading them afresh. */
export const propertyCacheTtlMs = 30_000;

export function createPropertyService(repository: PropertyRepository, options: { cacheTtlMs?: number } = {}) {
  const ttl = options.cacheTtlMs ?? propertyCacheTtlMs;
  const records = createReadCache<PropertyRecord | undefined>(ttl);
  const responses = createReadCache<Property | PropertyGroup | BookingConfiguration | PreCheckInConfig>(ttl);
  const cacheKey = (ref: string) => ref.toUpperCase();

  // Each use first reads the property's updated_at (one column of one row): an import or a
  // console change on any server bumps it, so no server answers from an older copy.
  const requireProperty = async (ref: string) => {
    const version = await repository.propertyVersion(ref);
    if (version === undefined) throw notFound(propertyNotFoundMessage);
    const property = await records.get(cacheKey(ref), () => repository.findProperty(ref), version);
    if (!property) throw notFound(propertyNotFoundMessage);
    return property;
  };

  const loadPropertyGroup = async (ref: string): Promise<PropertyGroup> => {
    const group = await repository.findGroup(ref);
    if (!group) throw notFound(propertyGroupNotFoundMessage);
    const [areas, members] = await Promise.all([
      repository.listGroupAreas(group.id),
      repository.listGroupProperties(group.id),
    ]);
    return {
      PropertyGroupId: group.id,
      PropertyGroupCode: group.code,
      Name: group.name,
      Description: group.description,
      LogoFileUrl: group.logoFileUrl,
      ImageUrl: group.imageUrl,
      Theme: group.theme,
      Areas: areas,
      Properties: members.map((p) => ({
        PropertyId: p.id,
        PropertyCode: p.code,
        PropertyName: p.name,
        PropertyImageUrl: p.propertyImageUrl,
        HotelRating: p.hotelRating,
        AreaId: p.areaId,
        City: p.city,
        Currency: p.currency,
      })),
    };
  };

  const loadBookingConfiguration = async (ref: string): Promise<BookingConfiguration> => {
    const property = await requireProperty(ref);
    const s = property.bookingConfiguration;
    const locations = await repository.listLocations(property.id);
    return {
      PropertyId: property.id,
      HidePromoCodeOnLandingPage: s.HidePromoCodeOnLandingPage,
      Locations: locations,
      NoAvailabilityMessage: s.NoAvailabilityMessage,
      MaxNumberOfRoomsOnBooking: s.MaxNumberOfRoomsOnBooking,
      ShowRoomConfigurationQuestion: s.ShowRoomConfigurationQuestion,
      Offers: s.Offers,
      BookingIncentives: s.BookingIncentives,
      GiftServiceProvider: s.GiftServiceProvider,
      EnableUserChoiceOfPaymentMethod: s.EnableUserChoiceOfPaymentMethod,
      EnablePayByCompanyInvoice: s.EnablePayByCompanyInvoice,
      HasCustomTermsAndConditions: s.HasCustomTermsAndConditions,
      CustomTermsAndConditionsLabel: s.CustomTermsAndConditionsLabel,
      CustomTermsAndConditionsText: s.CustomTermsAndConditionsText,
      OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice: s.OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice,
      RestaurantBooking: s.RestaurantBooking,
      ShowMinimumLengthOfStayNotification: s.ShowMinimumLengthOfStayNotification,
      ShowRoomTypeOccupancy: s.ShowRoomTypeOccupancy,
      SameDayBookingRestrictionEnabled: s.SameDayBookingRestrictionEnabled,
      SameDayBookingRestrictionHour: s.SameDayBookingRestrictionHour,
      SameDayBookingRestrictionMinute: s.SameDayBookingRestrictionMinute,
      SameDayBookingRestrictionMessage: s.SameDayBookingRestrictionMessage,
    };
  };

  return {
    /** The stored property by id or code (cached briefly); 404 when there is none. */
    requireProperty,

    async getProperty(ref: string): Promise<Property> {
      const version = await repository.propertyVersion(ref);
      if (version === undefined) throw notFound(propertyNotFoundMessage);
      return responses.get(
        `property:${cacheKey(ref)}`,
        async () => {
          const property = await repository.findPropertyWithPlace(ref);
          if (!property) throw notFound(propertyNotFoundMessage);
          const [cardTypes, countryName] = await Promise.all([
            repository.listCreditCardTypes(property.creditCards),
            repository.findCountryName(property.countryCode),
          ]);
          return describeProperty(property, cardTypes, countryName);
        },
        version,
      ) as Promise<Property>;
    },

    getPropertyGroup(ref: string): Promise<PropertyGroup> {
      return responses.get(`group:${cacheKey(ref)}`, () => loadPropertyGroup(ref)) as Promise<PropertyGroup>;
    },

    async getBookingConfiguration(ref: string): Promise<BookingConfiguration> {
      const version = await repository.propertyVersion(ref);
      if (version === undefined) throw notFound(propertyNotFoundMessage);
      return responses.get(
        `config:${cacheKey(ref)}`,
        () => loadBookingConfiguration(ref),
        version,
      ) as Promise<BookingConfiguration>;
    },

    /** Forget everything cached (after an import in this process). */
    clearCache() {
      records.clear();
      responses.clear();
    },

    async getPreCheckInConfig(ref: string): Promise<PreCheckInConfig> {
      const property = await requireProperty(ref);
      return { ...property.preCheckInConfiguration, PropertyId: property.id };
    },
  };
}

export type PropertyService = ReturnType<typeof createPropertyService>;

function describeProperty(
  p: PropertyWithPlace,
  cardTypes: { CreditCardTypeId: number; Code: string; Name: string }[],
  countryName: string | undefined,
): Property {
  const settings = p.bookingConfiguration;
  // Cards in the order the property lists them.
  const cardsByCode = new Map(cardTypes.map((c) => [c.Code, c]));
  const creditCards = p.creditCards.flatMap((code) => cardsByCode.get(code) ?? []);
  // The property's own currency always comes first among those a guest can view prices in.
  const availableCurrencies = [p.currency, ...p.availableCurrencies.filter((c) => c !== p.currency)];
  return {
    PropertyId: p.id,
    PropertyCode: p.code,
    PropertyName: p.name,
    Description: p.description,
    PropertyAddress: [p.street, p.city, p.postCode, countryName ?? p.countryCode]
      .filter((part) => part.trim() !== '')
      .join(', '),
    Address: { Street: p.street, City: p.city, PostCode: p.postCode, CountryCode: p.countryCode },
    LogoFileUrl: p.logoFileUrl,
    PropertyImageUrl: p.propertyImageUrl,
    HotelRating: p.hotelRating,
    HasRating: (p.hotelRating ?? 0) > 0,
    GoogleTagManagerContainerId: p.googleTagManagerContainerId,
    FacebookPixelId: p.facebookPixelId,
    Currency: p.currency,
    AvailableCurrencies: availableCurrencies,
    TimeZone: p.timeZone,
    PayByPaystack: p.payByPaystack,
    PrivacyPolicyUrl: p.privacyPolicyUrl,
    TermsAndConditionsUrl: p.termsAndConditionsUrl,
    CreditCards: creditCards,
    WebsiteUrl: p.websiteUrl,
    Email: p.email,
    Telephone: p.telephone,
    DefaultPhoneCountryCode: p.defaultPhoneCountryCode,
    ShowRoomConfigurationQuestion: settings.ShowRoomConfigurationQuestion,
    ShowRoomTypeOccupancy: settings.ShowRoomTypeOccupancy,
    EnableChildrenSearch: p.enableChildrenSearch,
    EnableInfantSearch: p.enableInfantSearch,
    DefaultOccupancyAdult: p.defaultOccupancyAdult,
    DefaultOccupancyChildren: p.defaultOccupancyChildren,
    DefaultOccupancyInfant: p.defaultOccupancyInfant,
    MaxNumberOfRoomsOnBooking: settings.MaxNumberOfRoomsOnBooking,
    AdultMaximumOccupancy: p.adultMaximumOccupancy,
    ChildMaximumOccupancy: p.childMaximumOccupancy,
    AdultOccupancyLabel: p.adultOccupancyLabel,
    ChildOccupancyLabel: p.childOccupancyLabel,
    InfantOccupancyLabel: p.infantOccupancyLabel,
    // The group's colours are the base a property may override.
    Theme: { ...(p.group?.theme ?? {}), ...p.theme },
    GroupCode: p.group?.code ?? null,
    AreaId: p.areaId,
    AreaName: p.areaName,
    PricesShown: p.pricesShown,
  };
}
