import { z } from 'zod';

// Pieces of the property definition file that are also stored as they are
// (theme, booking configuration, pre-check-in configuration, restaurant hours).
// The whole file format is `propertyDefinitionFileSchema` below.

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1a2b3c');

export const themeSchema = z
  .object({
    Primary: hexColour,
    Secondary: hexColour,
    Accent: hexColour,
    Tertiary: hexColour,
    Dark: hexColour,
    DarkPage: hexColour,
    Positive: hexColour,
    Negative: hexColour,
    Info: hexColour,
    Warning: hexColour,
    LightPage: hexColour,
    BrandPrimary: hexColour,
  })
  .partial();
export type Theme = z.infer<typeof themeSchema>;

export const offerSchema = z.object({
  Id: z.number().int(),
  Title: z.string().min(1),
  Description: z.string(),
  ImageUrl: z.string().nullable().default(null),
  // When set, choosing the offer searches with this promo code / rate plan.
  PromoCode: z.string().nullable().default(null),
  RatePlanCode: z.string().nullable().default(null),
});
export type Offer = z.infer<typeof offerSchema>;

export const bookingIncentiveSchema = z.object({
  Title: z.string().min(1),
  Description: z.string(),
  // An ionicons name, e.g. "pricetag-outline".
  Icon: z.string().default('checkmark-circle-outline'),
});
export type BookingIncentive = z.infer<typeof bookingIncentiveSchema>;

// The booking configuration fields of spec section 3 that are not columns of the property.
export const bookingConfigurationSettingsSchema = z.object({
  HidePromoCodeOnLandingPage: z.boolean().default(false),
  NoAvailabilityMessage: z.string().default('Sorry, we have no rooms available on your selected dates.'),
  MaxNumberOfRoomsOnBooking: z.number().int().min(1).max(20).default(4),
  ShowRoomConfigurationQuestion: z.boolean().default(false),
  Offers: z.array(offerSchema).default([]),
  BookingIncentives: z.array(bookingIncentiveSchema).default([]),
  GiftServiceProvider: z.object({ Active: z.boolean(), Name: z.string() }).default({ Active: false, Name: '' }),
  EnableUserChoiceOfPaymentMethod: z.boolean().default(false),
  EnablePayByCompanyInvoice: z.boolean().default(false),
  HasCustomTermsAndConditions: z.boolean().default(false),
  CustomTermsAndConditionsLabel: z.string().default(''),
  CustomTermsAndConditionsText: z.string().default(''),
  OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice: z.boolean().default(false),
  RestaurantBooking: z
    .object({ ServiceActive: z.boolean(), DefaultRestaurant: z.string().nullable(), ServiceType: z.string() })
    .default({ ServiceActive: false, DefaultRestaurant: null, ServiceType: 'Restaurant' }),
  ShowMinimumLengthOfStayNotification: z.boolean().default(true),
  ShowRoomTypeOccupancy: z.boolean().default(true),
  SameDayBookingRestrictionEnabled: z.boolean().default(false),
  SameDayBookingRestrictionHour: z.number().int().min(0).max(23).default(18),
  SameDayBookingRestrictionMinute: z.number().int().min(0).max(59).default(0),
  SameDayBookingRestrictionMessage: z.string().default('No same day bookings available'),
  // Days before arrival the pre-arrival (pre-check-in) email goes out.
  PreArrivalEmailDaysBefore: z.number().int().min(0).max(60).default(3),
});
export type BookingConfigurationSettings = z.infer<typeof bookingConfigurationSettingsSchema>;

export const preCheckInConfigurationSchema = z.object({
  FirstNameRequired: z.boolean().default(true),
  LastNameRequired: z.boolean().default(true),
  EmailRequired: z.boolean().default(true),
  PhoneRequired: z.boolean().default(false),
  CountryRequired: z.boolean().default(false),
  StreetRequired: z.boolean().default(false),
  CityRequired: z.boolean().default(false),
  StateOrCountyRequired: z.boolean().default(false),
  PostCodeRequired: z.boolean().default(false),
});
export type PreCheckInConfiguration = z.infer<typeof preCheckInConfigurationSchema>;

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time like 18:30');
export const restaurantOpeningPeriodSchema = z.object({
  // 0 = Sunday … 6 = Saturday
  Weekdays: z.array(z.number().int().min(0).max(6)).min(1),
  From: hhmm,
  To: hhmm,
  // Slots in this period need a leave time (the table is wanted back).
  IsLeaveTimeRequired: z.boolean().default(false),
});
export type RestaurantOpeningPeriod = z.infer<typeof restaurantOpeningPeriodSchema>;

export const restaurantPromotionSchema = z.object({
  Id: z.number().int(),
  Name: z.string().min(1),
  Description: z.string().default(''),
  Weekdays: z.array(z.number().int().min(0).max(6)).min(1),
  From: hhmm,
  To: hhmm,
});
export type RestaurantPromotion = z.infer<typeof restaurantPromotionSchema>;
