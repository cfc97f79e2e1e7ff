import { useNavigate } from '@tanstack/react-router';
import { lazy, memo, Suspense, useEffect, useRef, type ReactNode } from 'react';
import type { AvailabilitySearchResponse } from '../../../contract/availability';
import type { BookingConfiguration, Property } from '../../../contract/property';
import { bookingSteps, flowSteps } from '../../../domain/booking-flow';
import type { SearchRoom } from '../../../domain/stay-search';
import type { Basket, BasketSearch } from '../../basket/basket';
import type { MoneyDisplay } from '../../ui/display-currency';
import { roomGuestsText } from '../../../domain/guests-text';
import { useMediaQuery } from '../../ui/media-query';
import { notify } from '../../ui/notices';
import { headlinePrice } from '../../../domain/taxes';
import { BasketSummary, basketTaxesOf } from './basket-summary';
import {
  addRoomItem,
  backToRoomTypes,
  changeRoom,
  chooseRoomType,
  roomsLeft,
  skipUpgrade,
  takeUpgrade,
  upgradesFor,
} from './booking-flow-actions';
import { RatePlanStep } from './rate-plan-step';
import { Notice } from './rooms-and-rates-states';
import { pricesShownOf, ratesForRoom, roomTypeChoices } from './room-offers';
import { RoomTypeStep } from './room-type-step';

// The later steps load while the guest chooses a rate (later-steps.ts).
const loadLaterSteps = () => import('./later-steps');
const UpgradeStep = lazy(() => loadLaterSteps().then((steps) => ({ default: steps.UpgradeStep })));
const OccupancyStep = lazy(() => loadLaterSteps().then((steps) => ({ default: steps.OccupancyStep })));
const ExtrasStep = lazy(() => loadLaterSteps().then((steps) => ({ default: steps.ExtrasStep })));
const SummaryStep = lazy(() => loadLaterSteps().then((steps) => ({ default: steps.SummaryStep })));

// The booking flow (docs/product.md) once rooms are found: for each room in turn its room type
// and rate, then upgrades, the lead guests, extras and the booking summary, beside the stay so
// far. Its place is the basket's, so a reload comes back to the same step.

export interface FlowProps {
  property: Property;
  bookingConfig: BookingConfiguration;
  search: BasketSearch;
  rooms: SearchRoom[];
  nights: number;
  response: AvailabilitySearchResponse;
  basket: Basket;
  money: MoneyDisplay;
  /** Searches the same arrival with another departure day. */
  onStay: (dateTo: string) => void;
}

/**
 * Rendered again only when its own props change: the page around it renders again as answers it
 * does not show arrive (the stay calendar, say), each at once, in a task the guest cannot tap in.
 */
export const BookingFlow = memo(function BookingFlow(props: FlowProps) {
  const { property, rooms, response, basket, money, search, nights } = props;
  const position = flowPosition(props);
  const { active, guests, step } = position;

  // Upgrades can run out (another room took the last one): the room's upgrades are then seen.
  useEffect(() => {
    if (basket.step === bookingSteps.UpgradeSelection && step === bookingSteps.None) skipUpgrade(active, rooms.length);
  }, [basket.step, step, active, rooms.length]);

  // docs/product.md, pages: on a wide screen the summary step moves on to the Checkout route (only on
  // arriving at it, so coming back from Checkout shows the summary rather than bouncing).
  const wide = useMediaQuery('(min-width: 992px)');
  const navigate = useNavigate();
  const arrivedAtStep = useRef(step);
  useEffect(() => {
    const previous = arrivedAtStep.current;
    arrivedAtStep.current = step;
    if (wide && step === bookingSteps.BookingSummary && previous !== step) {
      void navigate({
        to: '/Book/$propertyCode/Checkout/{-$confirmationToken}',
        params: { propertyCode: property.PropertyCode },
      });
    }
  }, [step, wide, navigate, property.PropertyCode]);

  // Fetched once the guest has chosen a room (or opens the page at a later step), so they arrive
  // while the rate is chosen, and their code runs after the page's first screen is usable.
  const pastRoomChoice = step !== bookingSteps.RoomTypeSelection;
  useEffect(() => {
    if (pastRoomChoice) void loadLaterSteps();
  }, [pastRoomChoice]);

  const roomLabel = rooms.length > 1 ? `Room ${active} of ${rooms.length}` : 'Your room';
  const { heading, content } = stepView({ ...props, ...position });

  const choosingRoom =
    step === bookingSteps.RoomTypeSelection ||
    step === bookingSteps.RatePlanSelection ||
    step === bookingSteps.UpgradeSelection;
  const total = headlinePrice(basketTaxesOf(basket.items), pricesShownOf(response));
  return (
    <div className="rooms-rates__layout">
      <section className="rooms-rates__step" aria-labelledby="step-title">
        <FlowProgress step={step} />
        {choosingRoom ? (
          <p className="rooms-rates__room">
            {roomLabel}
            {guests ? ` · ${roomGuestsText(guests)}` : ''}
          </p>
        ) : null}
        <h2 id="step-title" className="rooms-rates__step-title" tabIndex={-1}>
          {heading}
        </h2>
        {response.AvailabilityMessage ? <Notice kind="info">{response.AvailabilityMessage}</Notice> : null}
        <Suspense fallback={null}>{content}</Suspense>
      </section>
      {/* The summary step is the whole stay, extras included: the running basket would repeat it. */}
      {step === bookingSteps.BookingSummary ? null : (
        <aside className="rooms-rates__aside" aria-label="Your stay">
          <BasketSummary
            items={basket.items}
            rooms={rooms}
            from={search.from}
            to={search.to}
            nights={nights}
            money={money}
            pricesShown={pricesShownOf(response)}
            activeRoomNumber={choosingRoom ? active : null}
            onChange={changeRoom}
          />
        </aside>
      )}
      {basket.items.length > 0 && choosingRoom ? (
        <div className="stay-bar">
          <p>
            <strong>{money.formatMinor(total)}</strong>
            <span>
              {basket.items.length} of {rooms.length} {rooms.length === 1 ? 'room' : 'rooms'} chosen
            </span>
          </p>
          <a href="#your-stay" className="sf-text-button">
            View your stay
          </a>
        </div>
      ) : null}
    </div>
  );
});

function FlowProgress({ step }: { step: number }) {
  const current = step === bookingSteps.None ? bookingSteps.UpgradeSelection : step;
  return (
    <ol className="flow-progress" aria-label="Booking steps">
      {flowSteps.map((entry) => (
        <li
          key={entry.step}
          className={`flow-progress__step${entry.step === current ? ' flow-progress__step--current' : entry.step < current ? ' flow-progress__step--done' : ''}`}
          aria-current={entry.step === current ? 'step' : undefined}
        >
          <span className="flow-progress__label">{entry.label}</span>
        </li>
      ))}
    </ol>
  );
}

/** Where the flow stands: the basket's step and room, as the search's answer allows them. */
interface FlowPosition {
  step: number;
  active: number;
  guests: SearchRoom | undefined;
  activeItem: Basket['items'][number] | undefined;
  upgrades: ReturnType<typeof upgradesFor>;
  selectedRoomType: AvailabilitySearchResponse['RoomTypes'][number] | undefined;
  roomConfigurationRequired: boolean;
}

/**
 * The basket's step, unless the answer no longer allows it: a rate with no room type chosen goes
 * back to the room types, and upgrades that ran out (or a room not yet chosen) show none.
 */
function flowPosition({ property, bookingConfig, rooms, response, basket }: FlowProps): FlowPosition {
  const active = basket.activeRoomNumber ?? 1;
  const activeItem = basket.items.find((item) => item.roomNumber === active);
  const upgrades = basket.step === bookingSteps.UpgradeSelection ? upgradesFor(response, basket, active) : [];
  const selectedRoomType = response.RoomTypes.find((roomType) => roomType.RoomTypeId === basket.selectedRoomTypeId);
  const step: number =
    basket.step === bookingSteps.RatePlanSelection && !selectedRoomType
      ? bookingSteps.RoomTypeSelection
      : basket.step === bookingSteps.UpgradeSelection && (!activeItem || upgrades.length === 0)
        ? bookingSteps.None
        : basket.step;
  return {
    step,
    active,
    guests: rooms[active - 1],
    activeItem,
    upgrades,
    selectedRoomType,
    roomConfigurationRequired: property.ShowRoomConfigurationQuestion || bookingConfig.ShowRoomConfigurationQuestion,
  };
}

type StepViewInput = FlowProps & FlowPosition;

/** The step's heading and what it shows. */
function stepView({
  step,
  property,
  bookingConfig,
  search,
  rooms,
  nights,
  response,
  basket,
  money,
  onStay,
  active,
  guests,
  activeItem,
  upgrades,
  selectedRoomType,
  roomConfigurationRequired,
}: StepViewInput): { heading: string; content: ReactNode } {
  let heading: string;
  let content: ReactNode;
  switch (step) {
    case bookingSteps.RoomTypeSelection: {
      const left = roomsLeft(
        response,
        basket.items.filter((item) => item.roomNumber !== active),
      );
      heading = 'Choose your room';
      content = (
        <RoomTypeStep
          choices={roomTypeChoices(response, active - 1, left)}
          nights={nights}
          money={money}
          pricesShown={pricesShownOf(response)}
          showOccupancy={bookingConfig.ShowRoomTypeOccupancy}
          onChoose={chooseRoomType}
          restrictedRates={response.RestrictedRates}
          onStay={onStay}
        />
      );
      break;
    }
    case bookingSteps.RatePlanSelection:
      heading = 'Choose your rate';
      content = selectedRoomType ? (
        <RatePlanStep
          roomType={selectedRoomType}
          rates={ratesForRoom(response, selectedRoomType, active - 1)}
          nights={nights}
          guestsText={guests ? roomGuestsText(guests) : ''}
          money={money}
          pricesShown={pricesShownOf(response)}
          onBack={backToRoomTypes}
          restrictedRates={response.RestrictedRates}
          onStay={onStay}
          onChoose={(rate) => {
            const added = addRoomItem({
              response,
              search,
              rooms,
              roomNumber: active,
              roomTypeId: selectedRoomType.RoomTypeId,
              rate,
            });
            if (!added) void notify({ message: 'Sorry, your selection is not available.', kind: 'negative' });
          }}
        />
      ) : null;
      break;
    case bookingSteps.UpgradeSelection:
      heading = `Upgrade ${rooms.length > 1 ? `room ${active}` : 'your room'}?`;
      content = activeItem ? (
        <UpgradeStep
          item={activeItem}
          upgrades={upgrades}
          money={money}
          pricesShown={pricesShownOf(response)}
          onTake={(upgrade) => takeUpgrade(active, upgrade, rooms.length)}
          onSkip={() => skipUpgrade(active, rooms.length)}
        />
      ) : null;
      break;
    case bookingSteps.None:
      heading = 'Checking upgrades';
      content = null;
      break;
    case bookingSteps.Occupancy:
      heading = rooms.length > 1 ? `Guest details: room ${active}` : 'Guest details';
      content = activeItem ? (
        <OccupancyStep
          key={activeItem.roomId}
          propertyCode={property.PropertyCode}
          item={activeItem}
          roomConfigurationRequired={roomConfigurationRequired}
        />
      ) : null;
      break;
    case bookingSteps.Extras:
      heading = rooms.length > 1 ? `Extras for room ${active}` : 'Add extras';
      content = activeItem ? (
        <ExtrasStep
          key={activeItem.roomId}
          propertyCode={property.PropertyCode}
          item={activeItem}
          money={money}
          roomConfigurationRequired={roomConfigurationRequired}
        />
      ) : null;
      break;
    default:
      heading = 'Booking summary';
      content = (
        <SummaryStep propertyCode={property.PropertyCode} items={basket.items} promoCode={search.promo} money={money} />
      );
  }

  return { heading, content };
}
