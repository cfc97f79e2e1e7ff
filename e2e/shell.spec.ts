import type { Page } from '@playwright/test';
import type { BookingConfiguration, Property, PropertyGroup } from '../src/contract/property';
import type { AppStart } from '../src/server/client-app/app-start';
import { expect, test } from './fixtures';

// The app shell: every route of docs/product.md (pages) renders or redirects as it should, in the
// property's colours, accessibly, and the installed app keeps working offline.

const searchPage = /\/Book\/DEMO$/;

async function demoProperty(page: Page): Promise<Property> {
  const response = await page.request.get('/api/Property/DEMO');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Property;
}

test.describe('the search page', () => {
  test('shows the demo hotel, its stars and address, and the room search', async ({ page, axe }) => {
    const property = await demoProperty(page);
    await page.goto('/Book/DEMO');

    await expect(page.getByRole('heading', { level: 1, name: 'Book your stay' })).toBeVisible();
    await expect(page.getByRole('heading', { name: property.PropertyName, exact: true })).toBeVisible();
    if (property.HasRating && property.HotelRating) {
      await expect(page.getByRole('img', { name: `${property.HotelRating} star hotel` }).first()).toBeVisible();
    }
    await expect(page.getByRole('main').getByText(property.PropertyAddress).first()).toBeVisible();
    await expect(page.getByRole('form', { name: 'Find your room' })).toBeVisible();
    await expect(page).toHaveTitle(`Book your stay · ${property.PropertyName}`);
    await axe();
  });

  test("wears the property's brand colours", async ({ page }) => {
    const property = await demoProperty(page);
    expect(property.Theme.Primary).toBeTruthy();
    await page.goto('/Book/DEMO');
    await expect(page.getByRole('heading', { level: 1, name: 'Book your stay' })).toBeVisible();

    // The heading may still be the server's first screen, which wears the colours itself; the
    // app sets them on the whole page as it takes over.
    const primaryOf = (selector: string) =>
      page.evaluate(
        (target) =>
          getComputedStyle(document.querySelector(target) ?? document.documentElement)
            .getPropertyValue('--ion-color-primary')
            .trim()
            .toLowerCase(),
        selector,
      );
    await expect.poll(() => primaryOf('h1')).toBe(property.Theme.Primary?.toLowerCase());
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await expect.poll(() => primaryOf(':root')).toBe(property.Theme.Primary?.toLowerCase());
  });

  test('lets the guest reach the hotel through the Contact Us dialog', async ({ page, axe }) => {
    const property = await demoProperty(page);
    await page.goto('/Book/DEMO');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Contact us' }).click();

    await expect(page.getByRole('dialog', { name: 'Contact us' })).toBeVisible();
    // The dialog's content is slotted into Ionic's modal, so it is found from the modal element.
    const dialog = page.locator('ion-modal');
    if (property.Telephone) {
      await expect(dialog.getByRole('link', { name: property.Telephone })).toHaveAttribute(
        'href',
        `tel:${property.Telephone.replace(/[^+\d]/g, '')}`,
      );
    }
    if (property.Email) {
      await expect(dialog.getByRole('link', { name: property.Email })).toHaveAttribute(
        'href',
        `mailto:${property.Email}`,
      );
    }
    await expect(dialog).toContainText(property.PropertyAddress);
    await axe({ include: ['ion-modal'] });

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact us' })).toBeHidden();
  });

  test('an unknown property, or an unknown page of a property, is not found', async ({ page, axe }) => {
    await page.goto('/Book/NO-SUCH-HOTEL');
    await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    await axe();

    const property = await demoProperty(page);
    await page.goto('/Book/DEMO/No-Such-Step');
    await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    // Still in the hotel's own frame, with its footer.
    await expect(page.getByRole('contentinfo')).toContainText(property.PropertyName);
  });
});

test.describe('booking pages and their rules', () => {
  test('rooms and rates without a search goes back to the search page', async ({ page }) => {
    await page.goto('/Book/DEMO/Rooms-And-Rates');
    await expect(page).toHaveURL(searchPage);
    await expect(page.getByRole('heading', { level: 1, name: 'Book your stay' })).toBeVisible();

    // The impossible search comes along, for the guest to put right.
    await page.goto('/Book/DEMO/Rooms-And-Rates?from=2030-05-03&to=2030-05-01&rooms=2-0-0');
    await expect(page).toHaveURL(/\/Book\/DEMO\?from=2030-05-03&to=2030-05-01&rooms=2-0-0$/);
  });

  test('rooms and rates with a search beyond the booking window says so and leads back to the search', async ({
    page,
    axe,
  }) => {
    await page.goto('/Book/DEMO/Rooms-And-Rates?from=2030-05-01&to=2030-05-03&rooms=2-0-0');
    await expect(page.getByRole('heading', { level: 1, name: 'Rooms and rates' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: "We couldn't search for rooms" })).toBeVisible();
    await expect(page.getByText(/36 months ahead/)).toBeVisible();
    await axe();

    await page.getByRole('link', { name: 'Edit search' }).click();
    await expect(page).toHaveURL(/\/Book\/DEMO\?from=2030-05-01&to=2030-05-03&rooms=2-0-0$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Book your stay' })).toBeVisible();
  });

  test('checkout with an empty basket goes back to the search page', async ({ page }) => {
    await page.goto('/Book/DEMO/Checkout');
    await expect(page).toHaveURL(searchPage);
  });

  test('checkout with a confirmation token renders', async ({ page, axe }) => {
    await page.goto('/Book/DEMO/Checkout/abc123');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await axe();
  });

  for (const [path, heading] of [
    // An unknown token: the pages say so rather than show someone's booking.
    ['Status', 'Booking not confirmed'],
    ['Confirmation', 'Error'],
  ] as const) {
    test(`${path} needs its token, else goes back to the search page`, async ({ page }) => {
      await page.goto(`/Book/DEMO/${path}`);
      await expect(page).toHaveURL(searchPage);

      await page.goto(`/Book/DEMO/${path}/abc123`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }

  test('book a table renders', async ({ page, axe }) => {
    await page.goto('/Book/DEMO/BookATable');
    await expect(page.getByRole('heading', { level: 1, name: 'Book a table' })).toBeVisible();
    await axe();
  });

  test('a made-up pre check-in link opens no booking', async ({ page, axe }) => {
    await page.goto('/PreCheckIn/DEMO/R1234/secret-code');
    await expect(
      page.getByText('This link is invalid. Please re check the link is correct and try again.'),
    ).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('R1234');
    await axe();
  });

  test('manage account without a logged-in user goes to the search page', async ({ page }) => {
    await page.goto('/ManageAccount/DEMO');
    await expect(page).toHaveURL(searchPage);
  });

  for (const [path, heading] of [
    ['ForgotPassword', 'Forgot your password?'],
    ['ResetPassword', 'Reset your password'],
    ['ConfirmEmail', 'Confirm your email'],
    ['Register', 'Create an account'],
  ] as const) {
    test(`account page ${path} renders in the property's frame`, async ({ page, axe }) => {
      const property = await demoProperty(page);
      await page.goto(`/Account/${path}/DEMO`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(property.PropertyName);
      await axe();
    });
  }
});

test('the group page shows the group and leads to each of its hotels', async ({ page, axe }) => {
  const response = await page.request.get('/api/PropertyGroup/DEMO-GROUP');
  expect(response.ok()).toBe(true);
  const group = (await response.json()) as PropertyGroup;

  await page.goto('/BookGroup/DEMO-GROUP');
  await expect(page.getByRole('heading', { level: 1, name: group.Name })).toBeVisible();
  for (const hotel of group.Properties) {
    await expect(page.getByRole('link', { name: new RegExp(hotel.PropertyName) })).toBeVisible();
  }
  await axe();

  const first = group.Properties[0];
  if (first) {
    await page.getByRole('link', { name: new RegExp(first.PropertyName) }).click();
    await expect(page).toHaveURL(new RegExp(`/Book/${first.PropertyCode}$`));
    await expect(page.getByRole('heading', { name: first.PropertyName, exact: true })).toBeVisible();
  }
});

test.describe('static pages', () => {
  for (const [path, heading] of [
    ['/Unauthorised', 'Unauthorised'],
    ['/Error', 'Error'],
    ['/no-such-page', 'Not found'],
  ] as const) {
    test(`${path} shows "${heading}"`, async ({ page, axe }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
      await axe();
    });
  }
});

test.describe('the first screen', () => {
  // A page the service worker answers has no first screen from the server.
  test.use({ serviceWorkers: 'block' });

  test("shows the hotel's photo before the app's script is fetched, then the form works", async ({ page }) => {
    const order: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().includes('/images/demo/exterior')) order.push('photo loaded');
    });
    page.on('request', (request) => {
      if (/\/ClientApp\/assets\/.*\.js$/.test(request.url())) order.push('script asked for');
    });
    await page.goto('/Book/DEMO');
    // The app has taken the first screen over, and its guests field opens its dialog.
    await expect(page.locator('#first-paint')).toHaveCount(0);
    expect(order[0]).toBe('photo loaded');
    expect(order).toContain('script asked for');
    await page.getByRole('button', { name: /^Rooms and guests/ }).click();
    await expect(page.getByRole('dialog', { name: 'Rooms and guests' })).toBeVisible();
  });

  test("Rooms and Rates opens on the first room's photo, where the app then shows the same room", async ({ page }) => {
    const order: string[] = [];
    const scriptsAskedFor = new Set<string>();
    page.on('requestfinished', (request) => {
      if (request.url().includes('/images/demo/room-')) order.push('room photo loaded');
    });
    page.on('request', (request) => {
      if (/\/ClientApp\/assets\/.*\.js$/.test(request.url())) {
        order.push('script asked for');
        scriptsAskedFor.add(new URL(request.url()).pathname);
      }
    });
    // Three weeks ahead: the demo has rooms free then (every night but today+10 to +12).
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    // The app's script is held back until the page's own first room has been measured.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/ClientApp/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`/Book/DEMO/Rooms-And-Rates?from=${day(21)}&to=${day(23)}&rooms=2-0-0`, { waitUntil: 'commit' });
    const photo = page.locator('#first-paint .room-card img').first();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const drawn = await photo.boundingBox();
    const drawnName = await page.locator('#first-paint .room-card__name').first().textContent();
    const named = JSON.parse((await page.locator('#app-start').textContent())!) as AppStart;
    await expect.poll(() => order).toContain('script asked for');
    expect(order[0]).toBe('room photo loaded');
    release();

    // The app's first room is the one the page opened with (the held-back scripts, all at once,
    // take a while on a busy two-core machine running two browsers).
    await expect(page.locator('#first-paint')).toHaveCount(0, { timeout: 30_000 });
    // Every script and route file the page named was fetched (a few at a time).
    expect([...named.scripts, ...named.preloads].filter((url) => !scriptsAskedFor.has(url))).toEqual([]);
    const firstRoom = page.getByRole('article').first();
    await expect(firstRoom.getByRole('heading', { level: 3 })).toHaveText(drawnName!);
    // On a phone the photo spans the card, so it lies exactly where the page drew it; on a wide
    // screen it sits beside the room's text, as tall as the card the app fills in.
    if (page.viewportSize()!.width < 720) {
      expect(await firstRoom.getByRole('img').first().boundingBox()).toEqual(drawn);
    }
    await firstRoom.getByRole('button', { name: /^Choose room/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Choose your rate' })).toBeVisible();
  });

  test("the offers' photos are fetched as the guest scrolls to them, not with the page", async ({ page }) => {
    const config = (await (await page.request.get('/api/Book/Config/DEMO')).json()) as BookingConfiguration;
    const photoNames = config.Offers.flatMap((offer) =>
      offer.ImageUrl ? [offer.ImageUrl.replace(/^.*\//, '').replace(/\.webp$/, '')] : [],
    );
    expect(photoNames.length).toBeGreaterThan(0);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (photoNames.some((name) => request.url().includes(`/${name}`))) fetched.push(request.url());
    });
    await page.goto('/Book/DEMO');
    await expect(page.locator('#first-paint')).toHaveCount(0);
    const offers = page.getByRole('region', { name: 'Offers' });
    await expect(offers.getByRole('heading', { level: 3 }).first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    // Offers below the first screen cost a first visit nothing.
    const offersBelow = await offers.evaluate((section) => section.getBoundingClientRect().top - window.innerHeight);
    if (offersBelow > 0) expect(fetched).toEqual([]);

    await offers.scrollIntoViewIfNeeded();
    const photos = offers.locator('img');
    await expect(photos).toHaveCount(photoNames.length);
    for (const photo of await photos.all()) {
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    expect(fetched.length).toBeGreaterThanOrEqual(photoNames.length);
  });

  test('a photo that never arrives does not keep the app from starting', async ({ page }) => {
    await page.route('**/images/demo/exterior*', () => {
      // Never answered: the photo (and so the page's load) stays pending while the page is open.
    });
    await page.goto('/Book/DEMO', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await page.getByRole('button', { name: /^Rooms and guests/ }).click();
    await expect(page.getByRole('dialog', { name: 'Rooms and guests' })).toBeVisible();
  });
});

test.describe('when a page fails to load', () => {
  // Requests answered by the service worker would bypass the interception below.
  test.use({ serviceWorkers: 'block' });

  test('a page whose code cannot be fetched (a stale deploy) is loaded afresh, once', async ({ page }) => {
    await page.goto('/Book/DEMO/Rooms-And-Rates?from=2030-05-01&to=2030-05-03&rooms=2-0-0');
    await expect(page.getByRole('heading', { level: 1, name: 'Rooms and rates' })).toBeVisible();

    // As after a deploy, the search page's code is gone until the page loads afresh (a
    // preload on touch or hover may ask for it before the click does: it fails too).
    let failed = false;
    let reloaded = false;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloaded = true;
    });
    await page.route('**/ClientApp/assets/*.js', async (route) => {
      // The page's full load may dispose of a request still in flight here: nothing to answer then.
      try {
        const response = await route.fetch();
        if (!reloaded && (await response.text()).includes('Find your room')) {
          failed = true;
          return await route.abort('failed');
        }
        return await route.fulfill({ response });
      } catch (error) {
        // Nor when the test has ended with a request (the service worker's script) still here.
        if (!/disposed|Test ended/.test(String(error))) throw error;
      }
    });
    await page.evaluate(() => {
      (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage = true;
    });

    await page.getByRole('link', { name: 'Edit search' }).click();
    await expect(page).toHaveURL(/\/Book\/DEMO\?from=2030-05-01/);
    await expect(page.getByRole('heading', { level: 1, name: 'Book your stay' })).toBeVisible();
    expect(failed).toBe(true);
    // A full load, not an in-page navigation.
    expect(
      await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
    ).toBeUndefined();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

test('browser errors reach the server log, in batches of at most 20', async ({ page }) => {
  await page.goto('/Book/DEMO');
  // The app (and its log) has taken over the server's first screen, which shows the heading too.
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Book your stay' })).toBeVisible();

  const logged = page.waitForRequest(
    (request) => request.url().endsWith('/api/Log') && (request.postData() ?? '').includes('test failure'),
  );
  // A full batch goes out at once, without waiting for the periodic flush. Each error is thrown
  // from a microtask of its own, which the page's clock (set to a chosen day under TEST_TODAY)
  // leaves alone: its timers report only the first error of a tick.
  await page.evaluate(() => {
    for (let i = 1; i <= 25; i++) {
      queueMicrotask(() => {
        throw new Error(`test failure ${i}`);
      });
    }
  });
  const request = await logged;
  const body = JSON.parse(request.postData() ?? '{}') as {
    Entries: Array<{ Level: string; Message: string; Url?: string }>;
  };
  expect(body.Entries).toHaveLength(20);
  expect(body.Entries[0]).toMatchObject({
    Level: 'error',
    Message: expect.stringContaining('test failure 1') as unknown as string,
  });
  expect(body.Entries[0]?.Url).toMatch(/\/Book\/DEMO$/);
  expect((await request.response())?.status()).toBe(204);
});

test('the installed app controls the site and still shows the hotel offline', async ({ page, context }) => {
  const property = await demoProperty(page);
  const workerStartedAt = context.waitForEvent('serviceworker').then(() => Date.now());
  // `goto` returns once the page has loaded: the worker's start is timed from here, which is
  // later than the load itself, so the wait measured is never longer than the real one. (The
  // page's own performance entries are empty under the chosen-day clock of TEST_TODAY.)
  await page.goto('/Book/DEMO');
  const loadedBy = Date.now();
  await expect(page.getByRole('heading', { name: property.PropertyName, exact: true })).toBeVisible();

  // Registered once the first page has settled, seconds after its load: its install fetches the
  // whole app, which would slow the page still being drawn.
  expect((await workerStartedAt) - loadedBy).toBeGreaterThan(4000);

  // Installed and activated; from the next load on it controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.scope))
    .toMatch(/\/$/);
  // The property is kept in the browser for offline use.
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('stayfront.queries') ?? ''))
    .toContain('"property"');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: property.PropertyName, exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toBeVisible();
  await context.setOffline(false);
});
