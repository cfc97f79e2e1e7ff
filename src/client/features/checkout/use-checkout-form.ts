import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserProfile } from '../../../contract/account';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import type { BookingConfiguration, Property } from '../../../contract/property';
import { paymentTypes, type PaymentType } from '../../../contract/reservation';
import { availablePaymentTypes } from '../../../domain/checkout';
import { describeError } from '../../api';
import {
  checkoutAttemptKey,
  clearBasket,
  saveCheckoutDraft,
  updateBasket,
  useBasket,
  type Basket,
  type BasketItem,
} from '../../basket/basket';
import { bookingTotalsOf, quotedTotalsOf } from '../../ui/booking-summary';
import { notify } from '../../ui/notices';
import { asksNoCard } from '../../ui/payment-plan';
import { schemaOfProblems, useRuledForm } from '../../ui/ruled-form';
import { accountQueryKey, accountQueryOptions } from '../account/api/get-account';
import { availabilitySearchQueryOptions } from '../rooms-and-rates/api/search-availability';
import { useCreateReservation } from './api/create-reservation';
import { useReservationQuote } from './api/get-reservation-quote';
import type { PricedService } from '../../ui/service-offer';
import { useServicesOf } from './api/get-services';
import {
  browserData,
  checkoutCanConfirm,
  checkoutFormDefaults,
  checkoutProblems,
  chosenSavedCard,
  createRequestOf,
  draftOf,
  profilePrefill,
  usableSavedCards,
  type CheckoutFormValues,
  type CheckoutRules,
  type ProfileField,
} from './checkout-form';

// The checkout's container: what the page shows (basket, totals, payment options, the
// signed-in guest) and the form behind it — its rules, the draft it keeps, what an account
// fills in, whether Confirm is open, and the booking it makes. The sections only render.

/** Shown once a booking that created an account is made: the server mails the link to confirm it. */
export const accountEmailNotice = "Check your inbox: we've sent you an email to confirm your account.";

const todayText = () => new Date().toISOString().slice(0, 10);

/** A voucher covering the whole booking pays it; else the guest's choice, while it is still offered. */
function effectivePaymentType(chosen: PaymentType | null, options: readonly PaymentType[]): PaymentType | null {
  if (options.includes(paymentTypes.PayByVoucher)) return paymentTypes.PayByVoucher;
  return chosen !== null && options.includes(chosen) ? chosen : null;
}

export function useCheckoutForm(property: Property, bookingConfig: BookingConfiguration) {
  const basket = useBasket();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const items = basket.items;
  const propertyCode = property.PropertyCode;
  // The signed-in guest: undefined while asking, null when signed out.
  const accountQuery = useQuery(accountQueryOptions(propertyCode));
  const account = accountQuery.data ?? null;
  const accountKnown = !accountQuery.isPending;

  // CanPayByCompanyInvoice of the chosen rates comes from the search the rooms were chosen in.
  const search = useQuery({
    ...availabilitySearchQueryOptions(propertyCode, basket.search ?? { from: '', to: '', rooms: '' }),
    enabled: basket.search !== null,
  });
  const ratePlansCanPayByCompanyInvoice = useMemo(() => {
    const ratePlans = search.data?.RoomTypes.flatMap((roomType) => roomType.RatePlans) ?? [];
    return items.map(
      (item) => ratePlans.find((ratePlan) => ratePlan.RatePlanId === item.ratePlanId)?.CanPayByCompanyInvoice ?? false,
    );
  }, [search.data, items]);

  const withServices = items.filter((item) => item.services.length > 0);
  const services = useServicesOf(propertyCode, withServices);
  const servicesOf = (item: BasketItem) => services[withServices.indexOf(item)]?.data?.Services;
  const voucher = basket.voucher;
  const { quote, totals } = useCheckoutTotals(propertyCode, basket, servicesOf);
  // How the card pays (the quote's schedule); until the quote is in, a card is asked as always.
  const plan = quote?.payment ?? null;
  const cardAsked = !asksNoCard(plan);
  const options = availablePaymentTypes({
    payByPaystack: property.PayByPaystack,
    enableUserChoiceOfPaymentMethod: bookingConfig.EnableUserChoiceOfPaymentMethod,
    guestCanChoosePaymentMethod: account?.CanChoosePaymentMethod ?? false,
    enablePayByCompanyInvoice: bookingConfig.EnablePayByCompanyInvoice,
    ratePlansCanPayByCompanyInvoice,
    // What is paid online (the server's rule): a voucher covering it pays the booking alone.
    amountToPay: totals.payNow,
  });
  const customTerms = {
    hasCustomTermsAndConditions: bookingConfig.HasCustomTermsAndConditions,
    onlyUseCustomTermsAndConditionsForPayByCompanyInvoice:
      bookingConfig.OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice,
  };
  const savedCards = useMemo(
    () => usableSavedCards(account?.CreditCards ?? [], { today: todayText(), acceptedCards: property.CreditCards }),
    [account, property.CreditCards],
  );

  // The rules of this moment: the payment that applies, signed in or not, the usable cards.
  const rules: CheckoutRules = {
    customTerms,
    today: todayText(),
    acceptedCards: property.CreditCards,
    signedIn: account !== null,
    savedCards,
    cardAsked,
  };
  const schema = schemaOfProblems<CheckoutFormValues>((values) =>
    checkoutProblems(
      { ...values, paymentType: effectivePaymentType(values.paymentType as PaymentType | null, options) },
      rules,
    ),
  );
  const [defaults] = useState(() => checkoutFormDefaults(basket.checkout));
  const form = useRuledForm(schema, { defaultValues: defaults, shouldFocusError: true });
  const { getValues, handleSubmit } = form;
  const values = useWatch({ control: form.control }) as CheckoutFormValues;

  // Everything typed (but the card number and security code) survives a reload.
  useEffect(() => {
    const subscription = form.watch((next) => saveCheckoutDraft(draftOf(next as CheckoutFormValues)));
    return () => subscription.unsubscribe();
  }, [form]);

  useAccountPrefill(form, accountQuery.data, property.CreditCards);

  const paymentType = effectivePaymentType(values.paymentType as PaymentType | null, options);
  const savedCard = chosenSavedCard(values, savedCards);

  const create = useCreateReservation();
  const creating = useRef(false);
  const canConfirm = checkoutCanConfirm(values, {
    paymentType,
    savedCardId: savedCard?.CreditCardId ?? null,
    customTerms,
    isCreating: create.isPending,
    cardAsked,
  });

  const book = async (submitted: CheckoutFormValues) => {
    if (creating.current || paymentType === null) return;
    creating.current = true;
    try {
      const request = createRequestOf(submitted, paymentType, {
        propertyId: property.PropertyId,
        currency: property.Currency,
        basket,
        voucher,
        acceptedCards: property.CreditCards,
        browser: browserData(),
        account,
        savedCards,
        cardAsked,
      });
      const created = await create.mutateAsync({ request, idempotencyKey: checkoutAttemptKey() });
      // The attempt is spent: a new booking from this basket needs a new key.
      updateBasket((current) => ({ ...current, attempt: null }));
      // A card saved with this booking is in the account's list from now on.
      if (request.CardDetails?.SaveCreditCardToIndividual)
        void queryClient.invalidateQueries({ queryKey: accountQueryKey });
      if (created.RedirectUrl) {
        window.location.assign(created.RedirectUrl);
        return;
      }
      await navigate({
        to: '/Book/$propertyCode/Confirmation/$confirmationToken',
        params: { propertyCode, confirmationToken: created.ConfirmationToken },
        replace: true,
      });
      clearBasket();
      if (request.Password)
        void notify({ message: accountEmailNotice, kind: 'positive', position: 'top', duration: 10_000 });
    } catch (error) {
      void notify({ message: describeError(error, 'Failed to create booking'), kind: 'negative', position: 'bottom' });
    } finally {
      creating.current = false;
    }
  };
  const confirm = (event: FormEvent) => handleSubmit(book)(event);

  /** The basket's rooms as the voucher check wants them (the create payload's rooms). */
  const basketRooms = () =>
    createRequestOf(getValues(), paymentTypes.PayByVoucher, {
      propertyId: property.PropertyId,
      currency: property.Currency,
      basket,
      voucher: null,
      acceptedCards: [],
      browser: null,
    }).Rooms;

  return {
    basket,
    items,
    servicesOf,
    voucher,
    quote,
    totals,
    /** How the card pays: now, a deposit and the rest later, or at the hotel; null until the quote says. */
    plan,
    /** A card is asked: not for a booking paid at the hotel that needs no guarantee. */
    cardAsked,
    account,
    accountKnown,
    options,
    customTerms,
    savedCards,
    savedCard,
    paymentType,
    form,
    values,
    canConfirm,
    creating: create.isPending,
    confirm,
    basketRooms,
    /** The property's currency: the booking's amounts are minor units of it. */
    currency: property.Currency,
  };
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;

/** What Confirm charges: the server's quote, or the search's lines until it is in (or offline). */
function useCheckoutTotals(
  propertyCode: string,
  basket: Pick<Basket, 'items' | 'search' | 'voucher'>,
  servicesOf: (item: BasketItem) => readonly PricedService[] | undefined,
) {
  const quote = useReservationQuote(propertyCode, basket.items, {
    promoCode: basket.search?.promo,
    voucherCode: basket.voucher?.code,
  });
  const totals = quote
    ? quotedTotalsOf(quote)
    : bookingTotalsOf(basket.items, servicesOf, basket.voucher?.discountMinor ?? 0);
  return { quote, totals };
}

// Signing in fills the booker fields the guest left empty, and offers their first saved card
// unless they have started typing a new one; signing out forgets what the account filled in.
function useAccountPrefill(
  form: ReturnType<typeof useRuledForm<CheckoutFormValues>>,
  /** The signed-in guest: undefined while asking, null when signed out. */
  account: UserProfile | null | undefined,
  acceptedCards: Property['CreditCards'],
) {
  const prefilledFor = useRef<number | null>(null);
  const { setValue, getValues } = form;
  useEffect(() => {
    if (!account) {
      if (prefilledFor.current !== null && account === null) {
        prefilledFor.current = null;
        form.reset(checkoutFormDefaults(null));
      }
      return;
    }
    if (prefilledFor.current === account.IndividualId) return;
    prefilledFor.current = account.IndividualId;
    const current = getValues();
    for (const [name, value] of Object.entries(profilePrefill(current, account)))
      setValue(name as ProfileField, value, { shouldValidate: form.formState.isSubmitted });
    const firstSaved = usableSavedCards(account.CreditCards, {
      today: todayText(),
      acceptedCards,
    })[0];
    if (firstSaved && current.savedCardId === null && current.cardNumber.trim() === '')
      setValue('savedCardId', firstSaved.CreditCardId);
    setValue('password', '');
    setValue('confirmPassword', '');
    setValue('createAccount', false);
  }, [account, form, getValues, setValue, acceptedCards]);
}
