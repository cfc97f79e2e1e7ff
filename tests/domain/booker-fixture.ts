import type { BookerForm } from '../../src/domain/booker';

/** Ada's details as she types them at checkout: every field valid, country 77 chosen. */
export const adaBooker = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  emailAddress: 'ada@example.com',
  telephoneNumber: '+44 7700 900123',
  street: '12 St James Square',
  postCode: 'SW1Y 4JH',
  country: 77,
} satisfies BookerForm;

/** Ada's name and contact as a booking's Booker carries them, in a request or an answer. */
export const adaContact = {
  FirstName: 'Ada',
  LastName: 'Lovelace',
  Email: 'ada@example.com',
  Phone: '+44 7700 900123',
  Street: '12 St James Square',
};
