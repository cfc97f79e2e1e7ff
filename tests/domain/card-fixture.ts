import type { CardForm } from '../../src/domain/card-types';

/** Ada's Visa as she types it at checkout: every field valid. */
export const adaCard = {
  nameOnCard: 'Ada Lovelace',
  cardNumber: '4242424242424242',
  securityCode: '123',
  expiryMonth: 12,
  expiryYear: 2030,
  cardType: 'visa',
} satisfies CardForm;

/** The card the sandbox gateway approves, as a Reservation/Create request sends it. */
export const approvedCard = {
  CardNumber: '4242 4242 4242 4242',
  NameOnCard: 'Ada Lovelace',
  ExpiryMonth: 12,
  ExpiryYear: 2030,
  SecurityCode: '123',
  SaveCreditCardToIndividual: false,
};
