import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import type { Property } from '../src/contract/property';
import type { Restaurant, RestaurantSetup, TableBookingResponse, TimeSlot } from '../src/contract/restaurant';
import { expect, test } from './fixtures';
import { hotelDate } from './hotel-dates';

// Book a Table as a guest does it: from the menu, or from a stay's confirmation with their
// details filled in; a time that is full is not offered; the page is accessible throughout.
// The demo's restaurant is The Orangery (lunch 12:00-14:30 every day, 24 covers a slot).

/** A hotel (the demo unless `propertyCode` says another), its first restaurant and that restaurant's set-up. */
async function demo(
  request: APIRequestContext,
  propertyCode = 'DEMO',
): Promise<{ property: Property; restaurant: Restaurant; setup: RestaurantSetup }> {
  const property = (await (await request.get(`/api/Property/${propertyCode}`)).json()) as Property;
  const [restaurant] = (await (
    await request.get(`/api/RestaurantBooking/Restaurants?propertyId=${property.PropertyId}`)
  ).json()) as Restaurant[];
  const setup = (await (
    await request.get(
      `/api/RestaurantBooking/RestaurantSetup?propertyId=${property.PropertyId}&restaurantId=${restaurant!.Id}`,
    )
  ).json()) as RestaurantSetup;
  return { property, restaurant: restaurant!, setup };
}

// Phone and desktop run side by side against one server: each books its own day.
const dayOffset = (testInfo: TestInfo, base: number) => base + (testInfo.project.name === 'phone' ? 0 : 7);

async function chooseDate(page: Page, date: string) {
  await page.getByLabel('Or choose a date').fill(date);
}

const timeChoice = (page: Page, time: string) => page.getByRole('radio', { name: new RegExp(`^${time}`) });

test.describe('booking a table', () => {
  test('a guest finds Book a table in the menu and books a table for three', async ({
    page,
    axe,
    request,
  }, testInfo) => {
    const { property } = await demo(request);
    const date = hotelDate(property, dayOffset(testInfo, 2));
    await page.goto('/Book/DEMO');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Book a table' }).click();
    await expect(page).toHaveURL(/\/Book\/DEMO\/BookATable$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Book a table' })).toBeVisible();
    await expect(page).toHaveTitle(`Book a table · ${property.PropertyName}`);
    // The default restaurant is there, chosen.
    await expect(page.getByRole('region', { name: 'Restaurant' })).toContainText('The Orangery');

    await page.getByLabel('Number of guests').selectOption({ label: '3 guests' });
    await chooseDate(page, date);
    const time = page.getByRole('group', { name: 'Time' });
    await expect(timeChoice(page, '12:30')).toBeVisible();
    await timeChoice(page, '12:30').check();

    // The guest's details, first with mistakes the form catches in the documented words.
    await page.getByLabel('Email address').fill('ada.example.com');
    await page.getByLabel('Contact number').fill('07700 900123');
    await page.getByLabel('Special requests').fill('A quiet corner, please.');
    await page.getByRole('button', { name: 'Book table' }).click();
    await expect(page.getByText('A valid email address is required')).toBeVisible();
    await expect(page.getByText('A valid phone number is required')).toBeVisible();
    await expect(page.getByLabel('Email address')).toBeFocused();

    await page.getByLabel('Email address').fill('ada@example.com');
    await page.getByLabel('Contact number').fill('+44 7700 900123');
    const summary = page.getByRole('complementary', { name: 'Your table' });
    await expect(summary).toContainText('3 guests');
    await expect(summary).toContainText('12:30');
    await expect(time).toBeVisible();
    await axe();

    // A double tap books once.
    const creates: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/RestaurantBooking/Create')) creates.push(req.url());
    });
    await page.getByRole('button', { name: 'Book table' }).dblclick();

    const booked = page.getByRole('region', { name: 'Table booking created.' });
    await expect(booked).toBeVisible();
    await expect(booked).toContainText(/T-[A-Z2-9]{6}/);
    await expect(booked).toContainText('3 guests');
    await expect(booked).toContainText('12:30');
    await expect(booked).toContainText('Confirmation sent to ada@example.com');
    await expect(page.getByText(/^Table booking created\. Your booking reference is T-[A-Z2-9]{6}\.$/)).toBeVisible();
    expect(creates).toHaveLength(1);
    await axe({ exclude: ['ion-toast'] });

    // Another table keeps who books.
    await booked.getByRole('button', { name: 'Book another table' }).click();
    await expect(page.getByLabel('Email address')).toHaveValue('ada@example.com');
  });

  test("a table booked from a stay's confirmation comes with the guest's details and the stay's reference", async ({
    page,
    request,
  }, testInfo) => {
    const { property } = await demo(request);
    const date = hotelDate(property, dayOffset(testInfo, 3));
    await page.goto(
      `/Book/DEMO/BookATable?reference=ABCD2345&email=${encodeURIComponent('grace@example.com')}&phone=${encodeURIComponent('+44 7700 900456')}&date=${date}`,
    );

    await expect(page.getByText('This table will be booked with your stay ABCD2345.')).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveValue('grace@example.com');
    await expect(page.getByLabel('Contact number')).toHaveValue('+44 7700 900456');
    await expect(page.getByLabel('Or choose a date')).toHaveValue(date);

    await timeChoice(page, '13:00').check();
    await page.getByRole('button', { name: 'Book table' }).click();

    const booked = page.getByRole('region', { name: 'Table booking created.' });
    await expect(booked).toBeVisible();
    await expect(booked).toContainText('Booked with your stay ABCD2345.');
    await expect(booked.getByRole('heading', { name: 'Table booking created.' })).toBeFocused();
  });
});

test.describe('a busy restaurant', () => {
  /** Books every cover left at `time` through the API (the left count found by asking per party size). */
  async function fillSlot(
    request: APIRequestContext,
    ids: { propertyId: number; restaurantId: number },
    date: string,
    time: string,
  ) {
    const offered = async (partySize: number) => {
      const slots = (await (
        await request.get(
          `/api/RestaurantBooking/Availability?propertyId=${ids.propertyId}&restaurantId=${ids.restaurantId}&date=${date}&partySize=${partySize}`,
        )
      ).json()) as TimeSlot[];
      return slots.some((slot) => slot.Time === time);
    };
    for (let round = 0; round < 10; round++) {
      let left = 0;
      for (let size = 10; size >= 1; size--) {
        if (await offered(size)) {
          left = size;
          break;
        }
      }
      if (left === 0) return;
      const res = await request.post('/api/RestaurantBooking/Create', {
        data: {
          PropertyId: ids.propertyId,
          RestaurantId: ids.restaurantId,
          VisitDate: date,
          VisitTime: time,
          PartySize: left,
          Email: 'events@example.com',
          Identifier: 'events@example.com',
          ContactNumber: '+44 7700 900999',
          IsReservation: false,
        },
      });
      expect(((await res.json()) as TableBookingResponse).Success).toBe(true);
    }
    throw new Error(`${time} on ${date} did not fill`);
  }

  test('a full time is not offered', async ({ page, request, axe }, testInfo) => {
    const { property, restaurant } = await demo(request);
    const date = hotelDate(property, dayOffset(testInfo, 4));
    await fillSlot(request, { propertyId: property.PropertyId, restaurantId: restaurant.Id }, date, '13:30');

    await page.goto(`/Book/DEMO/BookATable?date=${date}`);
    await expect(timeChoice(page, '13:00')).toBeVisible();
    await expect(timeChoice(page, '14:00')).toBeVisible();
    await expect(timeChoice(page, '13:30')).toHaveCount(0);
    await axe();
  });

  test('a day with no table left says so in the restaurant’s own words', async ({ page, request, axe }, testInfo) => {
    // E2E-TABLE (e2e/fixtures) has one lunch sitting of two covers a day: two guests fill it.
    const { property, restaurant, setup } = await demo(request, 'E2E-TABLE');
    const date = hotelDate(property, dayOffset(testInfo, 5));
    const booking = await request.post('/api/RestaurantBooking/Create', {
      data: {
        PropertyId: property.PropertyId,
        RestaurantId: restaurant.Id,
        VisitDate: date,
        VisitTime: '12:00',
        PartySize: 2,
        Email: 'lunch@example.com',
        Identifier: 'lunch@example.com',
        ContactNumber: '+44 7700 900998',
        IsReservation: false,
      },
    });
    expect(((await booking.json()) as TableBookingResponse).Success).toBe(true);

    await page.goto(`/Book/E2E-TABLE/BookATable?date=${date}`);
    await page.getByLabel('Number of guests').selectOption({ label: '1 guest' });
    await expect(page.getByRole('group', { name: 'Time' })).toContainText(setup.NoAvailabilityText);
    await expect(page.getByRole('group', { name: 'Time' }).getByRole('radio')).toHaveCount(0);
    await axe();
  });
});
