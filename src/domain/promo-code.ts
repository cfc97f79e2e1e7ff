// Promo codes unlock promo-only rate plans (rate_plans.promo_code). Codes compare
// case-insensitively, ignoring surrounding spaces, as a guest types them.

export function normalisePromoCode(code: string | null | undefined): string {
  return (code ?? '').trim().toUpperCase();
}

/** A rate plan with this promo code (null = public) may be shown to a search with `searchedCode`. */
export function promoCodeUnlocks(planPromoCode: string | null, searchedCode: string | null | undefined): boolean {
  if (planPromoCode === null || normalisePromoCode(planPromoCode) === '') return true;
  return normalisePromoCode(planPromoCode) === normalisePromoCode(searchedCode);
}

/**
 * - none: no code was entered;
 * - invalid: no rate plan of the property has the code;
 * - applied: a plan with the code is offered for the search;
 * - notAvailable: the code is real but none of its plans is offered for these dates and guests.
 */
export type PromoCodeStatus = 'none' | 'invalid' | 'applied' | 'notAvailable';

export function promoCodeStatus(
  searchedCode: string | null | undefined,
  ratePlans: readonly { id: number; promoCode: string | null }[],
  offeredRatePlanIds: ReadonlySet<number>,
): PromoCodeStatus {
  const code = normalisePromoCode(searchedCode);
  if (code === '') return 'none';
  const plansWithCode = ratePlans.filter(
    (plan) => plan.promoCode !== null && normalisePromoCode(plan.promoCode) === code,
  );
  if (plansWithCode.length === 0) return 'invalid';
  return plansWithCode.some((plan) => offeredRatePlanIds.has(plan.id)) ? 'applied' : 'notAvailable';
}

/** IsPromoCodeValid and PromoCodeMessage of the search response. */
export function promoCodeResult(status: PromoCodeStatus): { isValid: boolean; message: string | null } {
  switch (status) {
    case 'none':
      return { isValid: false, message: null };
    case 'invalid':
      return { isValid: false, message: 'Sorry, the promo code you entered is not valid.' };
    case 'applied':
      return { isValid: true, message: 'Your promo code has been applied.' };
    case 'notAvailable':
      return {
        isValid: true,
        message: 'Your promo code is valid, but its rates are not available for your dates and guests.',
      };
  }
}
