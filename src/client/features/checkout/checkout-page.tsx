import { IonIcon, IonSpinner } from '@ionic/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { cardOutline, chevronDownOutline, lockClosedOutline } from 'ionicons/icons';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import type { BookingConfiguration, Property } from '../../../contract/property';
import { paymentTypes, type PaymentType } from '../../../contract/reservation';
import { inferCardType } from '../../../domain/card-types';
import { availablePaymentTypes, canConfirmBooking, checkoutMessages, customTermsRequired } from '../../../domain/checkout';
import { passwordHint } from '../../../domain/password';
import { describeError } from '../../api';
import { checkoutAttemptKey, clearBasket, saveCheckedVoucher, saveCheckoutDraft, updateBasket, useBasket, type BasketItem } from '../../basket/basket';
import { BookingSummary, bookingTotalsOf } from '../../ui/booking-summary';
import { useMoneyDisplay } from '../../ui/display-currency';
import { useDocumentTitle } from '../../ui/document-title';
import { useMediaQuery } from '../../ui/media-query';
import { requestLogin } from '../../ui/login-request';
import { notify } from '../../ui/notices';
import { accountQueryKey, accountQueryOptions } from '../account/api/get-account';
import { availabilitySearchQueryOptions } from '../rooms-and-rates/api/search-availability';
import { useCountries } from '../static-data/api/get-countries';
import { useCheckVoucherCode } from './api/check-voucher-code';
import { useCreateReservation } from './api/create-reservation';
import { useServicesOf } from './api/get-services';
import { Field } from './checkout-field';
import {
  browserData,
  cardFormOf,
  checkoutFormDefaults,
  checkoutProblems,
  chosenSavedCard,
  copyBookerToCard,
  createRequestOf,
  draftOf,
  profilePrefill,
  usableSavedCards,
  type CheckoutField,
  type CheckoutFormValues,
  type CheckoutRules,
  type ProfileField,
} from './checkout-form';
import { CompanySearch } from './company-search';
import { cardTypeNames, SavedCardChoice, savedCardName } from './saved-card-choice';
import './checkout.css';

// Checkout (spec sections 2, 4 and 5): your details, billing address, payment (card, invoice,
// company invoice, payment provider, gift voucher), additional information and terms, with the
// booking summary beside the form (on a phone: folded at the top). Confirm follows the spec's
// rule exactly; one Idempotency-Key per attempt makes a double tap or a retry book once.

export interface CheckoutPageProps {
  property: Property;
  bookingConfig: BookingConfiguration;
}

const paymentLabels: Record<PaymentType, string> = {
  [paymentTypes.PayByCard]: 'Card',
  [paymentTypes.PayByIndividualInvoice]: 'Invoice',
  [paymentTypes.PayByVoucher]: 'Gift voucher',
  [paymentTypes.PayByCompanyInvoice]: 'Company invoice',
  [paymentTypes.PayByPayStack]: 'Pay online with Paystack',
};

const paymentHints: Record<PaymentType, string> = {
  [paymentTypes.PayByCard]: 'Visa, Mastercard, American Express and more.',
  [paymentTypes.PayByIndividualInvoice]: 'Book now and pay the hotel later.',
  [paymentTypes.PayByVoucher]: 'Your gift voucher covers the whole booking.',
  [paymentTypes.PayByCompanyInvoice]: 'Charged to your company account, with your PO number.',
  [paymentTypes.PayByPayStack]: "You'll pay securely on Paystack's page, then come back here.",
};

/** Shown once a booking that created an account is made: the server mails the link to confirm it. */
export const accountEmailNotice = "Check your inbox: we've sent you an email to confirm your account.";

const todayText = () => new Date().toISOString().slice(0, 10);
export const wideCheckoutQuery = '(min-width: 992px)';

export function CheckoutPage({ property, bookingConfig }: CheckoutPageProps) {
  useDocumentTitle('Checkout', property.PropertyName);
  const basket = useBasket();
  const navigate = useNavigate();
  const money = useMoneyDisplay(property);
  const wide = useMediaQuery(wideCheckoutQuery);
  const countries = useCountries();
  const items = basket.items;
  const propertyCode = property.PropertyCode;
  const queryClient = useQueryClient();
  // The signed-in guest (issue 5): undefined while asking, null when signed out.
  const accountQuery = useQuery(accountQueryOptions(propertyCode));
  const account = accountQuery.data ?? null;
  const accountKnown = !accountQuery.isPending;

  // CanPayByCompanyInvoice of the chosen rates comes from the search the rooms were chosen in.
  const search = useQuery({ ...availabilitySearchQueryOptions(propertyCode, basket.search ?? { from: '', to: '', rooms: '' }), enabled: basket.search !== null });
  const ratePlansCanPayByCompanyInvoice = useMemo(() => {
    const ratePlans = search.data?.RoomTypes.flatMap((roomType) => roomType.RatePlans) ?? [];
    return items.map((item) => ratePlans.find((ratePlan) => ratePlan.RatePlanId === item.ratePlanId)?.CanPayByCompanyInvoice ?? false);
  }, [search.data, items]);

  const withServices = items.filter((item) => item.services.length > 0);
  const services = useServicesOf(propertyCode, withServices);
  const servicesOf = (item: BasketItem) => services[withServices.indexOf(item)]?.data?.Services;
  const voucher = basket.voucher;
  const totals = bookingTotalsOf(items, servicesOf, voucher?.discount ?? 0);
  const options = availablePaymentTypes({
    payByPaystack: property.PayByPaystack,
    enableUserChoiceOfPaymentMethod: bookingConfig.EnableUserChoiceOfPaymentMethod,
    guestCanChoosePaymentMethod: account?.CanChoosePaymentMethod ?? false,
    enablePayByCompanyInvoice: bookingConfig.EnablePayByCompanyInvoice,
    ratePlansCanPayByCompanyInvoice,
    amountToPay: totals.total,
  });
  const customTerms = {
    hasCustomTermsAndConditions: bookingConfig.HasCustomTermsAndConditions,
    onlyUseCustomTermsAndConditionsForPayByCompanyInvoice: bookingConfig.OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice,
  };

  const [defaults] = useState(() => checkoutFormDefaults(basket.checkout));
  const savedCards = useMemo(() => usableSavedCards(account?.CreditCards ?? [], { today: todayText(), acceptedCards: property.CreditCards }), [account, property.CreditCards]);
  const rules = useRef<CheckoutRules & { paymentType: PaymentType | null }>({ customTerms, today: todayText(), acceptedCards: property.CreditCards, paymentType: null, signedIn: false, savedCards: [] });
  const resolver = useMemo<Resolver<CheckoutFormValues>>(
    () => (values) => {
      const problems = checkoutProblems({ ...values, paymentType: rules.current.paymentType }, rules.current);
      const errors = Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, { type: 'validate', message }]));
      return Object.keys(errors).length > 0 ? { values: {}, errors: errors as FieldErrors<CheckoutFormValues> } : { values, errors: {} };
    },
    [],
  );
  const form = useForm<CheckoutFormValues>({ defaultValues: defaults, resolver, mode: 'onTouched', shouldFocusError: true });
  const { register, control, setValue, getValues, handleSubmit, formState } = form;
  const values = useWatch({ control }) as CheckoutFormValues;

  // Everything typed (but the card number and security code) survives a reload.
  useEffect(() => {
    const subscription = form.watch((next) => saveCheckoutDraft(draftOf(next as CheckoutFormValues)));
    return () => subscription.unsubscribe();
  }, [form]);

  // Signing in fills the booker fields the guest left empty, and offers their first saved card
  // unless they have started typing a new one; signing out forgets what the account filled in.
  const prefilledFor = useRef<number | null>(null);
  useEffect(() => {
    if (!account) {
      if (prefilledFor.current !== null && accountQuery.data === null) {
        prefilledFor.current = null;
        form.reset(checkoutFormDefaults(null));
      }
      return;
    }
    if (prefilledFor.current === account.IndividualId) return;
    prefilledFor.current = account.IndividualId;
    const current = getValues();
    for (const [name, value] of Object.entries(profilePrefill(current, account))) setValue(name as ProfileField, value, { shouldValidate: form.formState.isSubmitted });
    const firstSaved = usableSavedCards(account.CreditCards, { today: todayText(), acceptedCards: property.CreditCards })[0];
    if (firstSaved && current.savedCardId === null && current.cardNumber.trim() === '') setValue('savedCardId', firstSaved.CreditCardId);
    setValue('password', '');
    setValue('confirmPassword', '');
    setValue('createAccount', false);
  }, [account, accountQuery.data, form, getValues, setValue, property.CreditCards]);

  const chosen = values.paymentType as PaymentType | null;
  const paymentType: PaymentType | null = options.includes(paymentTypes.PayByVoucher) ? paymentTypes.PayByVoucher : chosen !== null && options.includes(chosen) ? chosen : null;
  const savedCard = chosenSavedCard(values, savedCards);
  rules.current = { customTerms, today: todayText(), acceptedCards: property.CreditCards, paymentType, signedIn: account !== null, savedCards };

  const create = useCreateReservation();
  const creating = useRef(false);
  const canConfirm = canConfirmBooking({
    booker: values,
    paymentType,
    card: { ...cardFormOf(values) },
    savedCardId: savedCard?.CreditCardId ?? null,
    invoice: { poNumber: values.poNumber, companyId: values.company?.AccountId ?? null },
    agreeToTermsAndConditions: values.agreeToTermsAndConditions,
    hasAcceptedCustomTermsAndConditions: values.hasAcceptedCustomTermsAndConditions,
    customTerms,
    isCreating: create.isPending,
  });

  const confirm = handleSubmit(async (submitted) => {
    if (creating.current || paymentType === null) return;
    creating.current = true;
    try {
      const request = createRequestOf(submitted, paymentType, { propertyId: property.PropertyId, basket, voucher, acceptedCards: property.CreditCards, browser: browserData(), account, savedCards });
      const created = await create.mutateAsync({ request, idempotencyKey: checkoutAttemptKey() });
      // The attempt is spent: a new booking from this basket needs a new key.
      updateBasket((current) => ({ ...current, attempt: null }));
      // A card saved with this booking is in the account's list from now on.
      if (request.CardDetails?.SaveCreditCardToIndividual) void queryClient.invalidateQueries({ queryKey: accountQueryKey });
      if (created.RedirectUrl) {
        window.location.assign(created.RedirectUrl);
        return;
      }
      await navigate({ to: '/Book/$propertyCode/Confirmation/$confirmationToken', params: { propertyCode, confirmationToken: created.ConfirmationToken }, replace: true });
      clearBasket();
      if (request.Password) void notify({ message: accountEmailNotice, kind: 'positive', position: 'top', duration: 10_000 });
    } catch (error) {
      void notify({ message: describeError(error, 'Failed to create booking'), kind: 'negative', position: 'bottom' });
    } finally {
      creating.current = false;
    }
  });

  const error = (field: CheckoutField) => formState.errors[field]?.message;
  const field = (name: CheckoutField, label: string, input: ReactNode, hint?: string) => (
    <Field id={`checkout-${name}`} label={label} error={error(name)} hint={hint}>
      {input}
    </Field>
  );
  const describedBy = (name: CheckoutField, hint = false) => (error(name) ? `checkout-${name}-error` : hint ? `checkout-${name}-hint` : undefined);
  const inputProps = (name: CheckoutField, hint = false) => ({
    id: `checkout-${name}`,
    className: 'checkout-field__control',
    'aria-invalid': error(name) ? true : undefined,
    'aria-describedby': describedBy(name, hint),
  });

  if (items.length === 0) {
    return (
      <section className="checkout-empty" aria-labelledby="checkout-title">
        <h1 id="checkout-title">Checkout</h1>
        <p>Your basket is empty.</p>
        <Link to="/Book/$propertyCode" params={{ propertyCode }} className="sf-button sf-button--primary">
          Search for rooms
        </Link>
      </section>
    );
  }

  const summary = <BookingSummary items={items} servicesOf={servicesOf} voucherDiscount={voucher?.discount ?? 0} voucherCode={voucher?.code} money={money} titleId="checkout-summary-title" title="Your booking" />;
  const cardType = inferCardType(values.cardNumber);
  const years = Array.from({ length: 16 }, (_, index) => new Date().getFullYear() + index);
  const showCustomTerms = customTermsRequired(customTerms, paymentType);

  return (
    <div className="checkout">
      <header className="checkout__header">
        <h1 className="checkout__title">Checkout</h1>
        <p className="checkout__secure">
          <IonIcon icon={lockClosedOutline} aria-hidden="true" /> Secure booking with {property.PropertyName}
        </p>
        {basket.search ? (
          <Link to="/Book/$propertyCode/Rooms-And-Rates" params={{ propertyCode }} search={basket.search} className="sf-text-button checkout__change">
            Change rooms or extras
          </Link>
        ) : null}
      </header>
      {wide ? null : (
        <details className="checkout__summary-fold">
          <summary>
            <span>Your booking</span>
            <strong>{money.format(totals.total)}</strong>
            <IonIcon icon={chevronDownOutline} aria-hidden="true" />
          </summary>
          {summary}
        </details>
      )}
      <div className="checkout__layout">
        <form className="checkout__form" noValidate onSubmit={(event) => void confirm(event)} aria-label="Checkout">
          <fieldset className="checkout-section">
            <legend className="checkout-section__title">Your details</legend>
            {!accountKnown ? null : account ? (
              <p className="checkout-note checkout-note--positive checkout-account">
                Logged in as {account.EmailAddress}. We've filled in your details from your account.
              </p>
            ) : (
              <p className="checkout-account">
                <span>Have an account?</span>{' '}
                <button type="button" className="sf-text-button" onClick={requestLogin}>
                  Log in for faster checkout
                </button>
              </p>
            )}
            <div className="checkout-grid">
              {field('firstName', 'First name', <input {...inputProps('firstName')} autoComplete="given-name" {...register('firstName')} />)}
              {field('lastName', 'Last name', <input {...inputProps('lastName')} autoComplete="family-name" {...register('lastName')} />)}
              {field('emailAddress', 'Email', <input {...inputProps('emailAddress')} type="email" autoComplete="email" {...register('emailAddress')} />)}
              {field(
                'telephoneNumber',
                'Telephone',
                <input {...inputProps('telephoneNumber', true)} type="tel" autoComplete="tel" {...register('telephoneNumber')} />,
                'Include your international dialling code, e.g. +44',
              )}
            </div>
            <label className="checkout-check">
              <input type="checkbox" {...register('optInToReceiveUpdates')} />
              <span>Send me news and offers from {property.PropertyName}</span>
            </label>
          </fieldset>

          {accountKnown && !account ? (
            <fieldset className="checkout-section">
              <legend className="checkout-section__title">Create an account</legend>
              <label className="checkout-check">
                <input type="checkbox" {...register('createAccount')} />
                <span>Create an account with my email address, to book faster next time and save my cards</span>
              </label>
              {values.createAccount ? (
                <div className="checkout-grid">
                  {field('password', 'Password', <input {...inputProps('password', true)} type="password" autoComplete="new-password" {...register('password')} />, passwordHint)}
                  {field('confirmPassword', 'Confirm password', <input {...inputProps('confirmPassword')} type="password" autoComplete="new-password" {...register('confirmPassword')} />)}
                  <p className="checkout-field__hint checkout-grid__wide">We'll email you a link to confirm your account once your booking is made.</p>
                </div>
              ) : null}
            </fieldset>
          ) : null}

          <fieldset className="checkout-section">
            <legend className="checkout-section__title">Billing address</legend>
            <div className="checkout-grid">
              <div className="checkout-grid__wide">{field('street', 'Street address', <input {...inputProps('street')} autoComplete="street-address" {...register('street')} />)}</div>
              {field(
                'country',
                'Country',
                <select {...inputProps('country')} autoComplete="country" {...register('country', { valueAsNumber: true })}>
                  <option value={0}>{countries.isPending ? 'Loading countries…' : 'Choose your country'}</option>
                  {(countries.data ?? []).map((country) => (
                    <option key={country.CountryId} value={country.CountryId}>
                      {country.Name}
                    </option>
                  ))}
                </select>,
              )}
              {field('postCode', 'Post code', <input {...inputProps('postCode')} autoComplete="postal-code" {...register('postCode')} />)}
            </div>
          </fieldset>

          <fieldset className="checkout-section">
            <legend className="checkout-section__title">Payment</legend>
            <VoucherField propertyId={property.PropertyId} basketRooms={() => createRequestOf(getValues(), paymentTypes.PayByVoucher, { propertyId: property.PropertyId, basket, voucher: null, acceptedCards: [], browser: null }).Rooms} code={values.voucherCode} onCode={(code) => setValue('voucherCode', code)} voucher={voucher} giftProvider={bookingConfig.GiftServiceProvider} />
            {paymentType === paymentTypes.PayByVoucher ? (
              <p className="checkout-note checkout-note--positive">{checkoutMessages.voucherCoversTotal}</p>
            ) : (
              <Controller
                control={control}
                name="paymentType"
                render={({ field: payment }) => (
                  <div role="radiogroup" aria-labelledby="payment-method-title" className="payment-methods">
                    <p id="payment-method-title" className="checkout-section__subtitle">
                      How would you like to pay?
                    </p>
                    {options.map((option) => (
                      <label key={option} className={`payment-method${paymentType === option ? ' payment-method--chosen' : ''}`}>
                        <input type="radio" name={payment.name} value={option} checked={paymentType === option} onChange={() => payment.onChange(option)} />
                        <span className="payment-method__text">
                          <strong>{paymentLabels[option]}</strong>
                          <span>{paymentHints[option]}</span>
                        </span>
                      </label>
                    ))}
                    {error('paymentType') ? <p className="checkout-field__error">{error('paymentType')}</p> : null}
                  </div>
                )}
              />
            )}

            {paymentType === paymentTypes.PayByCard && savedCards.length > 0 ? (
              <div className="payment-details">
                <Controller
                  control={control}
                  name="savedCardId"
                  render={({ field: choice }) => (
                    <SavedCardChoice
                      cards={savedCards}
                      chosenId={savedCard?.CreditCardId ?? null}
                      onChoose={(creditCardId) => {
                        // A code typed for one card is never sent with another.
                        choice.onChange(creditCardId);
                        setValue('securityCode', '');
                      }}
                    />
                  )}
                />
              </div>
            ) : null}

            {paymentType === paymentTypes.PayByCard && savedCard ? (
              <div className="payment-details" aria-label="Saved card details" role="group">
                <p className="checkout-section__subtitle">{savedCardName(savedCard)}</p>
                <div className="checkout-grid">
                  {field(
                    'securityCode',
                    'Security code (CVV)',
                    <input {...inputProps('securityCode', true)} inputMode="numeric" autoComplete="cc-csc" maxLength={4} {...register('securityCode')} />,
                    savedCard.CardType === 'amex' ? 'The 4 digits on the front of your card.' : 'The 3 digits on the back of your card.',
                  )}
                </div>
                <p className="checkout-note">
                  <IonIcon icon={lockClosedOutline} aria-hidden="true" /> Your security code is sent securely and never stored.
                </p>
              </div>
            ) : null}

            {paymentType === paymentTypes.PayByCard && !savedCard ? (
              <div className="payment-details" aria-label="Card details" role="group">
                <div className="payment-details__head">
                  <p className="checkout-section__subtitle">Card details</p>
                  <button
                    type="button"
                    className="sf-text-button"
                    onClick={() => {
                      const copied = copyBookerToCard(getValues());
                      setValue('nameOnCard', copied.nameOnCard, { shouldValidate: formState.isSubmitted });
                      setValue('cardHolderEmail', copied.cardHolderEmail);
                    }}
                  >
                    Copy my details to the card
                  </button>
                </div>
                <div className="checkout-grid">
                  <div className="checkout-grid__wide">{field('nameOnCard', 'Name on card', <input {...inputProps('nameOnCard')} autoComplete="cc-name" {...register('nameOnCard')} />)}</div>
                  <div className="checkout-grid__wide">
                    {field(
                      'cardNumber',
                      'Card number',
                      <div className="card-number">
                        <input {...inputProps('cardNumber', true)} inputMode="numeric" autoComplete="cc-number" {...register('cardNumber')} />
                        <span className="card-number__type" aria-live="polite">
                          <IonIcon icon={cardOutline} aria-hidden="true" />
                          {cardType ? cardTypeNames[cardType] : ''}
                        </span>
                      </div>,
                      cardType ? `${cardTypeNames[cardType]} card` : 'We recognise the card type from its number.',
                    )}
                  </div>
                  {field(
                    'expiryMonth',
                    'Expiry month',
                    <select {...inputProps('expiryMonth')} autoComplete="cc-exp-month" {...register('expiryMonth', { valueAsNumber: true })}>
                      <option value={0}>Month</option>
                      {Array.from({ length: 12 }, (_, index) => (
                        <option key={index + 1} value={index + 1}>
                          {String(index + 1).padStart(2, '0')}
                        </option>
                      ))}
                    </select>,
                  )}
                  {field(
                    'expiryYear',
                    'Expiry year',
                    <select {...inputProps('expiryYear')} autoComplete="cc-exp-year" {...register('expiryYear', { valueAsNumber: true })}>
                      <option value={0}>Year</option>
                      {years.map((year) => (
                        <option key={year} value={year}>
                          {year}
                        </option>
                      ))}
                    </select>,
                  )}
                  {field('securityCode', 'Security code (CVV)', <input {...inputProps('securityCode')} inputMode="numeric" autoComplete="cc-csc" maxLength={4} {...register('securityCode')} />)}
                  {field('cardHolderEmail', 'Cardholder email (optional)', <input {...inputProps('cardHolderEmail')} type="email" autoComplete="email" {...register('cardHolderEmail')} />)}
                </div>
                {account ? (
                  <label className="checkout-check">
                    <input type="checkbox" {...register('saveCardForFutureUse')} />
                    <span>Save this card for future bookings</span>
                  </label>
                ) : null}
                <p className="checkout-note">
                  <IonIcon icon={lockClosedOutline} aria-hidden="true" /> Your card number and security code are sent securely and never stored on this device.
                </p>
              </div>
            ) : null}

            {paymentType === paymentTypes.PayByCompanyInvoice ? (
              <div className="payment-details" role="group" aria-label="Company invoice details">
                <Controller
                  control={control}
                  name="company"
                  render={({ field: company }) => <CompanySearch propertyCode={propertyCode} company={company.value} onChoose={company.onChange} error={error('company')} />}
                />
                {field('poNumber', 'PO number', <input {...inputProps('poNumber')} {...register('poNumber')} />)}
              </div>
            ) : null}

            {paymentType === paymentTypes.PayByPayStack ? <p className="checkout-note">{paymentHints[paymentTypes.PayByPayStack]}</p> : null}
            {paymentType === paymentTypes.PayByIndividualInvoice ? <p className="checkout-note">The hotel will send you an invoice; nothing is charged now.</p> : null}
          </fieldset>

          <fieldset className="checkout-section">
            <legend className="checkout-section__title">Additional information</legend>
            {field('specialRequests', 'Special requests (optional)', <textarea {...inputProps('specialRequests')} rows={3} {...register('specialRequests')} />)}
            {field('comment', 'Who referred you to us? (optional)', <input {...inputProps('comment')} {...register('comment')} />)}
          </fieldset>

          <fieldset className="checkout-section">
            <legend className="checkout-section__title">Terms and conditions</legend>
            <label className="checkout-check">
              <input type="checkbox" aria-invalid={error('agreeToTermsAndConditions') ? true : undefined} {...register('agreeToTermsAndConditions')} />
              <span>
                I agree to the{' '}
                {property.TermsAndConditionsUrl ? (
                  <a href={property.TermsAndConditionsUrl} target="_blank" rel="noreferrer">
                    terms and conditions
                  </a>
                ) : (
                  'terms and conditions'
                )}{' '}
                and the{' '}
                {property.PrivacyPolicyUrl ? (
                  <a href={property.PrivacyPolicyUrl} target="_blank" rel="noreferrer">
                    privacy policy
                  </a>
                ) : (
                  'privacy policy'
                )}
                .
              </span>
            </label>
            {error('agreeToTermsAndConditions') ? <p className="checkout-field__error">{error('agreeToTermsAndConditions')}</p> : null}
            {showCustomTerms ? (
              <div className="custom-terms">
                <div className="custom-terms__text" tabIndex={0} role="region" aria-label="Booking terms">
                  {bookingConfig.CustomTermsAndConditionsText}
                </div>
                <label className="checkout-check">
                  <input type="checkbox" aria-invalid={error('hasAcceptedCustomTermsAndConditions') ? true : undefined} {...register('hasAcceptedCustomTermsAndConditions')} />
                  <span>{bookingConfig.CustomTermsAndConditionsLabel}</span>
                </label>
                {error('hasAcceptedCustomTermsAndConditions') ? <p className="checkout-field__error">{error('hasAcceptedCustomTermsAndConditions')}</p> : null}
              </div>
            ) : null}
          </fieldset>

          <div className="checkout__confirm">
            <p className="checkout__confirm-total">
              <span>Total</span>
              <strong>{money.format(totals.total)}</strong>
            </p>
            <button type="submit" className="sf-button sf-button--primary checkout__confirm-button" disabled={!canConfirm} aria-busy={create.isPending}>
              {create.isPending ? <IonSpinner name="crescent" aria-hidden="true" /> : null}
              <span>{create.isPending ? 'Booking…' : paymentType === paymentTypes.PayByPayStack ? 'Confirm and pay' : 'Confirm booking'}</span>
            </button>
            {!canConfirm && !create.isPending ? <p className="checkout__confirm-hint">Fill in your details, billing address and payment, and agree to the terms to confirm.</p> : null}
          </div>
        </form>
        {wide ? <aside className="checkout__aside">{summary}</aside> : null}
      </div>
    </div>
  );
}

interface VoucherFieldProps {
  propertyId: number;
  basketRooms: () => ReturnType<typeof createRequestOf>['Rooms'];
  code: string;
  onCode: (code: string) => void;
  voucher: { code: string; discount: number; message: string; showContactUs: boolean } | null;
  giftProvider: { Active: boolean; Name: string };
}

/** Spec section 4, voucher check: checking flag; valid keeps discount and message; invalid clears the discount and says why; a failure clears everything. */
function VoucherField({ propertyId, basketRooms, code, onCode, voucher, giftProvider }: VoucherFieldProps) {
  const check = useCheckVoucherCode();
  const [message, setMessage] = useState<string | null>(null);
  const apply = async () => {
    const voucherCode = code.trim();
    if (!voucherCode) return;
    try {
      const result = await check.mutateAsync({ PropertyId: propertyId, LanguageCode: 'en', VoucherCode: voucherCode, Rooms: basketRooms() });
      if (result.IsValid) {
        saveCheckedVoucher({ code: voucherCode.toUpperCase(), discount: result.TotalDiscount, message: result.Message, showContactUs: result.ShowExperienceWarningMessage });
        setMessage(null);
      } else {
        saveCheckedVoucher(null);
        setMessage(result.Message);
        void notify({ message: result.Message, kind: 'negative' });
      }
    } catch (error) {
      saveCheckedVoucher(null);
      setMessage(null);
      void notify({ message: describeError(error), kind: 'negative' });
    }
  };
  return (
    <details className="voucher" open={voucher !== null || code !== '' || undefined}>
      <summary>Have a gift voucher?{giftProvider.Active ? <span className="voucher__provider"> {giftProvider.Name}</span> : null}</summary>
      <div className="voucher__row">
        <div className="checkout-field">
          <label className="checkout-field__label" htmlFor="checkout-voucher">
            Gift voucher code
          </label>
          <input id="checkout-voucher" className="checkout-field__control" value={code} autoComplete="off" onChange={(event) => onCode(event.target.value)} />
        </div>
        <button type="button" className="sf-button sf-button--secondary" disabled={check.isPending || code.trim() === ''} onClick={() => void apply()}>
          {check.isPending ? <IonSpinner name="crescent" aria-hidden="true" /> : null}
          <span>{check.isPending ? 'Checking…' : 'Apply'}</span>
        </button>
        {voucher ? (
          <button type="button" className="sf-text-button" onClick={() => saveCheckedVoucher(null)}>
            Remove voucher
          </button>
        ) : null}
      </div>
      <div aria-live="polite">
        {voucher ? <p className="checkout-note checkout-note--positive">{voucher.message}</p> : message ? <p className="checkout-field__error">{message}</p> : null}
        {voucher?.showContactUs ? <p className="checkout-note">This voucher is for an experience: please contact the hotel before using it for a stay.</p> : null}
      </div>
    </details>
  );
}
