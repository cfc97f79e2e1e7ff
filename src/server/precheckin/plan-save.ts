import type { PreCheckInSaveBody } from '../../contract/pre-check-in';
import {
  addressProblems,
  guestCountOf,
  personProblems,
  preCheckInFieldMessages,
  type PreCheckInFlags,
} from '../../domain/pre-check-in';
import { retaxExtras, type RoomExtrasChange } from '../../domain/booked-taxes';
import { bookingTotal, priceService } from '../../domain/pricing';
import { nightsBetween } from '../../domain/stay-nights';
import type { TaxLine, TaxRule } from '../../domain/taxes';
import type { ModelState } from '../errors';
import type { GuestValues, PreCheckInQueries, ReservationRow, ServiceRecord } from './repository';

// PreCheckIn/Save as a plan: what the submission changes, or why it cannot be saved (field ->
// messages). Pure over a snapshot of the booking, so the service runs it once before paying
// the card gateway a visit and again on the locked booking inside the transaction.
//
// Desired-state semantics: the payload says how the booking should look (guests, set-up,
// extras), so the same submission applied twice changes nothing the second time.

export type BookingItem = Awaited<ReturnType<PreCheckInQueries['listItems']>>[number];
export type ConfigurationOption = Awaited<ReturnType<PreCheckInQueries['listRoomConfigurationOptions']>>[number];

export interface SaveSnapshot {
  row: ReservationRow;
  items: readonly BookingItem[];
  services: readonly ServiceRecord[];
  options: readonly ConfigurationOption[];
}

export interface SaveRules {
  flags: PreCheckInFlags;
  showRoomConfigurationQuestion: boolean;
  /** Whether the booker's CountryId (when above 0) is a known country. */
  countryKnown: boolean;
  /** The property's taxes today (propertyTaxRules): what extras added now are taxed by. */
  taxes: readonly TaxRule[];
}

export interface ItemPlan {
  itemId: number;
  guests: GuestValues[];
  leadGuest: { firstName: string; lastName: string };
  configuration: { id: number; name: string } | null;
  /** Booked extras whose quantity goes up: the booked part keeps its price, the added part is priced now. */
  raised: { rowId: number; quantity: number; total: number }[];
  /** Extras new to the room: each takes one unit of the service's inventory. */
  added: { serviceId: number; code: string; quantity: number; total: number }[];
  extrasTotal: number;
  roomTotal: number;
}

export interface SavePlan {
  booker: Partial<ReservationRow> | null;
  items: ItemPlan[];
  notes: string;
  extrasTotal: number;
  total: number;
  /** Each room whose extras change, with its lines as sold moved by the extras' own taxes (as manage-booking's extras). */
  roomTaxes: { reservationItemId: number; lines: TaxLine[] }[];
}

const roomLabel = (index: number) => `Room ${index + 1}`;
const offeredWith = (service: ServiceRecord, item: { roomTypeId: number; ratePlanId: number }) =>
  (service.roomTypeIds === null || service.roomTypeIds.includes(item.roomTypeId)) &&
  (service.ratePlanIds === null || service.ratePlanIds.includes(item.ratePlanId));

export function isServiceOfferedWith(
  service: ServiceRecord,
  item: { roomTypeId: number; ratePlanId: number },
): boolean {
  return offeredWith(service, item);
}

export function planSave(
  body: PreCheckInSaveBody,
  snapshot: SaveSnapshot,
  rules: SaveRules,
): { modelState: ModelState; plan: SavePlan } {
  const modelState: ModelState = {};
  const add = (field: string, message: string) => void (modelState[field] ??= []).push(message);
  const { row } = snapshot;

  let booker: SavePlan['booker'] = null;
  if (body.Booker) {
    const submitted = body.Booker;
    for (const field of personProblems(submitted, rules.flags)) add(`Booker.${field}`, preCheckInFieldMessages[field]);
    for (const field of addressProblems(submitted, rules.flags)) add(`Booker.${field}`, preCheckInFieldMessages[field]);
    const countryId = submitted.CountryId && submitted.CountryId > 0 ? submitted.CountryId : null;
    if (countryId !== null && !rules.countryKnown && !modelState['Booker.CountryId'])
      add('Booker.CountryId', 'Please choose a country from the list.');
    // A blank optional field does not erase what the hotel already has where it must keep something.
    booker = {
      bookerFirstName: submitted.FirstName || row.bookerFirstName,
      bookerLastName: submitted.LastName || row.bookerLastName,
      bookerEmail: submitted.Email || row.bookerEmail,
      bookerPhone: submitted.Phone,
      bookerStreet: submitted.Street,
      bookerCity: submitted.City || null,
      bookerCountryId: countryId,
      bookerStateOrCounty: submitted.StateOrCounty || null,
      bookerZipCode: submitted.ZipCode,
    };
  }

  const servicesById = new Map(snapshot.services.map((service) => [service.id, service]));
  const seenItems = new Set<number>();
  const items: ItemPlan[] = [];
  body.ReservationItems.forEach((wanted, index) => {
    const field = (name: string) => `ReservationItems[${index}].${name}`;
    const item = snapshot.items.find((candidate) => candidate.id === wanted.ReservationItemId);
    if (!item) return add(field('ReservationItemId'), `${roomLabel(index)} is not part of this booking.`);
    if (seenItems.has(item.id)) return add(field('ReservationItemId'), `${roomLabel(index)} is listed twice.`);
    seenItems.add(item.id);

    // Guests: one per adult and child, the lead guest first; those not sent count as blank.
    const count = guestCountOf({ NumberOfAdults: item.adults, NumberOfChildren: item.children });
    if (wanted.Guests.length > count)
      add(field('Guests'), `${roomLabel(index)} has ${count === 1 ? '1 guest' : `${count} guests`}.`);
    const guests: GuestValues[] = [];
    for (let position = 0; position < count; position++) {
      const guest = wanted.Guests[position] ?? { FirstName: '', LastName: '', Email: '', Phone: '' };
      for (const problem of personProblems(guest, rules.flags))
        add(field(`Guests[${position}].${problem}`), preCheckInFieldMessages[problem]);
      const filled = [guest.FirstName, guest.LastName, guest.Email, guest.Phone].some((value) => value !== '');
      if (position > 0 && !filled) continue;
      guests.push({
        position,
        // Who a guest is linked to is the hotel's record, never the form's say.
        individualId: item.guests[position]?.individualId ?? null,
        firstName: guest.FirstName || (position === 0 ? item.leadGuestFirstName : ''),
        lastName: guest.LastName || (position === 0 ? item.leadGuestLastName : ''),
        email: guest.Email || null,
        phone: guest.Phone || null,
      });
    }

    // Bed set-up: a new choice must fit the room; none sent keeps the one booked.
    let configuration: ItemPlan['configuration'] = null;
    const chosenId = wanted.RoomConfigurationDropdownOptionId ?? 0;
    if (chosenId > 0) {
      const option = snapshot.options.find(
        (candidate) =>
          candidate.id === chosenId && (candidate.roomTypeId === null || candidate.roomTypeId === item.roomTypeId),
      );
      if (!option)
        add(
          field('RoomConfigurationDropdownOptionId'),
          `${roomLabel(index)}: this room set-up is not offered for your room.`,
        );
      else configuration = { id: option.id, name: option.name };
    } else if (rules.showRoomConfigurationQuestion && !item.roomConfigurationOptionId) {
      add(
        field('RoomConfigurationDropdownOptionId'),
        `${roomLabel(index)}: please choose how you would like the room set up.`,
      );
    }

    // Extras: the room's desired state. Booked ones stay at least as booked.
    const usage = { nights: nightsBetween(item.dateFrom, item.dateTo), adults: item.adults, children: item.children };
    const raised: ItemPlan['raised'] = [];
    const added: ItemPlan['added'] = [];
    const seenServices = new Set<number>();
    wanted.Services.forEach((service, serviceIndex) => {
      const serviceField = field(`Services[${serviceIndex}].ServiceId`);
      const record = servicesById.get(service.ServiceId);
      const booked = item.services.find((candidate) => candidate.serviceId === service.ServiceId);
      if (seenServices.has(service.ServiceId))
        return add(
          serviceField,
          `${roomLabel(index)}: ${record?.name ?? 'this extra'} is listed twice. Please set its quantity instead.`,
        );
      seenServices.add(service.ServiceId);
      if (!record || (!booked && !offeredWith(record, item)))
        return add(serviceField, `${roomLabel(index)}: this extra is not available with your room and rate.`);
      const quantity = record.chargeType === 'PerQuantity' ? service.Quantity : 1;
      const price = (units: number) =>
        priceService(
          { articles: record.articles, chargeType: record.chargeType, chargePerPerson: record.chargePerPerson },
          { ...usage, quantity: units },
        );
      if (booked) {
        if (quantity < booked.quantity)
          add(field(`Services[${serviceIndex}].Quantity`), cannotRemove(index, booked.name));
        else if (quantity > booked.quantity)
          raised.push({ rowId: booked.id, quantity, total: booked.total + price(quantity - booked.quantity) });
        return;
      }
      added.push({ serviceId: record.id, code: record.code, quantity, total: price(quantity) });
    });
    for (const booked of item.services) {
      if (!seenServices.has(booked.serviceId)) add(field('Services'), cannotRemove(index, booked.name));
    }

    const extrasTotal =
      item.services.reduce(
        (sum, booked) => sum + (raised.find((change) => change.rowId === booked.id)?.total ?? booked.total),
        0,
      ) + added.reduce((sum, service) => sum + service.total, 0);
    items.push({
      itemId: item.id,
      guests,
      leadGuest: { firstName: guests[0]!.firstName, lastName: guests[0]!.lastName },
      configuration,
      raised,
      added,
      extrasTotal,
      roomTotal: item.roomTotal,
    });
  });

  const extrasTotal = snapshot.items.reduce(
    (sum, item) => sum + (items.find((plan) => plan.itemId === item.id)?.extrasTotal ?? item.extrasTotal),
    0,
  );
  return {
    modelState,
    plan: {
      booker,
      items,
      notes: body.SpecialRequests,
      extrasTotal,
      total: bookingTotal({ rooms: row.roomsTotal, extras: extrasTotal, voucherDiscount: row.voucherDiscount }),
      roomTaxes: retaxExtras(extrasChangesOf(snapshot.items, items), rules.taxes).rooms,
    },
  };
}

/**
 * The rooms whose extras the save changes, each with its extras before and after: the room's
 * nights keep their lines as sold and the extras bring their own taxes, worked out the one way
 * every change of extras is (retaxExtras, as manage-booking's extras).
 */
function extrasChangesOf(booked: readonly BookingItem[], plans: readonly ItemPlan[]): RoomExtrasChange[] {
  return plans.flatMap((plan) => {
    const item = booked.find((candidate) => candidate.id === plan.itemId);
    if (!item || (plan.raised.length === 0 && plan.added.length === 0)) return [];
    const extraOf = (extra: { code: string; total: number }) => ({ code: extra.code, price: extra.total });
    return [
      {
        room: item,
        before: item.services.map(extraOf),
        after: [
          ...item.services.map((extra) =>
            extraOf({
              code: extra.code,
              total: plan.raised.find((change) => change.rowId === extra.id)?.total ?? extra.total,
            }),
          ),
          ...plan.added.map(extraOf),
        ],
      },
    ];
  });
}

const cannotRemove = (index: number, name: string) =>
  `${roomLabel(index)}: ${name} is booked with your room and cannot be removed here. Please contact the hotel.`;
