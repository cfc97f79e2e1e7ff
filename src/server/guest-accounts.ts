import type { CardOnFile } from './payments/card-gateway';

// What other features need from guest accounts, handed to them by app.ts (features do not
// import each other). Implemented by src/server/accounts. Who is signed in is found once per
// request, by an onRequest hook the accounts feature adds: routes read `request.guest`.

declare module 'fastify' {
  interface FastifyRequest {
    /** The guest the session cookie signs in (idle and absolute expiry checked), or null. */
    guest: SignedInGuest | null;
  }
}

export interface SignedInGuest {
  individualId: number;
  email: string;
  firstName: string;
  lastName: string;
  telephone: string;
  canChoosePaymentMethod: boolean;
}

/** A saved card as a booking may use it: the gateway token, never the number. */
export interface SavedCardForPayment extends CardOnFile {
  creditCardId: number;
  gateway: string;
  nameOnCard: string;
}

export interface GuestAccounts {
  /** One of this guest's saved cards, or null when it is not theirs or does not exist. */
  savedCardOf(individualId: number, creditCardId: number): Promise<SavedCardForPayment | null>;
  /** The guest's saved cards, newest first. */
  savedCardsOf(individualId: number): Promise<SavedCardForPayment[]>;
  /** Keeps a card the gateway tokenised for the guest (a repeat of the same token is kept once). */
  saveCard(individualId: number, card: CardOnFile & { gateway: string; nameOnCard: string }): Promise<void>;
  /**
   * Registers an account while booking, exactly as POST Account/Register would (the account's
   * confirmation email, or the "you already have an account" email when the address is taken).
   * Never throws for a taken address; answers the Message to show.
   */
  registerWhileBooking(input: {
    propertyId: number;
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    telephone: string;
    languageCode: string;
  }): Promise<{ message: string }>;
}
