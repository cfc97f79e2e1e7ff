import { z } from 'zod';
import type { RestaurantSetup } from '../../../contract/restaurant';
import { isValidEmail, isValidPhone } from '../../../domain/booker';
import { tableBookingMessages } from '../../../domain/table-booking';

// The Book a Table form's rules: the documented messages (docs/product.md, rules), the same predicates the
// server uses, and the party sizes of the chosen restaurant.

export function tableBookingFormSchema(
  setup: Pick<RestaurantSetup, 'MinOnlinePartySize' | 'MaxOnlinePartySize'> | undefined,
) {
  const min = setup?.MinOnlinePartySize ?? 1;
  const max = setup?.MaxOnlinePartySize ?? 1;
  const partySizeMessage = tableBookingMessages.partySize(min, max);
  return z.object({
    restaurantId: z
      .number({ error: tableBookingMessages.restaurant })
      .int()
      .positive({ error: tableBookingMessages.restaurant }),
    partySize: z
      .number({ error: partySizeMessage })
      .int({ error: partySizeMessage })
      .min(min, { error: partySizeMessage })
      .max(max, { error: partySizeMessage }),
    visitDate: z.string().min(1, { error: tableBookingMessages.date }),
    visitTime: z.string().min(1, { error: tableBookingMessages.time }),
    email: z.string().trim().refine(isValidEmail, { error: tableBookingMessages.email }),
    contactNumber: z.string().trim().refine(isValidPhone, { error: tableBookingMessages.contactNumber }),
    specialRequests: z.string().trim().max(1000, { error: 'Special requests can be at most 1000 characters.' }),
  });
}

export type TableBookingFormValues = z.input<ReturnType<typeof tableBookingFormSchema>>;
