import { expect, test } from './fixtures';
import { bookByApi } from './book-by-api';
import { setPasswordAndSignIn, startWithStaff, staffConsoleServer, type StaffConsoleServer } from './staff-server';

// A manager of The Ashbury (20 % VAT, included in its prices) renames the VAT and adds a
// resort fee on the Settings page; both are kept after a reload. A guest then books, and the
// manager finds the booking's taxes on its page and in the tax report, which downloads as CSV.
// Staff are made as the shell's `npm run staff:create` makes them (e2e/staff-data.ts), on a
// server of this spec's own; on a desktop screen, whichever project runs it.

test.describe.configure({ mode: 'serial' });

let server: StaffConsoleServer;
let links: Record<'manager', string>;

// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(300_000);
  server = await staffConsoleServer(`taxes-${testInfo.project.name}`);
  links = await startWithStaff(server, { manager: { email: 'manager@hotel.example', role: 'manager' } });
});

test.afterAll(async () => {
  await server?.stop();
});

test.describe('on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

  test('a manager changes the taxes, then reads them on a booking and in the tax report', async ({
    page,
    playwright,
    axe,
  }, testInfo) => {
    test.setTimeout(240_000);
    await setPasswordAndSignIn(page, links.manager, 'manager@hotel.example', 'Ashbury taxes 1!');
    const nav = page.getByRole('navigation', { name: 'Console sections' });
    await nav.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

    // The hotel's VAT as the definition file has it.
    const vat = page.getByRole('group', { name: 'VAT', exact: true });
    await expect(vat.getByLabel('Code')).toHaveValue('VAT');
    await expect(vat.getByLabel('Calculation')).toHaveValue('Percent');
    await expect(vat.getByLabel('Percent')).toHaveValue('20');
    await expect(vat.getByLabel("Included in the hotel's prices")).toBeChecked();
    await expect(page.getByLabel('Prices include every tax and fee')).toBeChecked();
    await vat.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('taxes-settings.png') });
    await axe();

    // Refused before sending: a percentage over 100, said beside it.
    await vat.getByLabel('Percent').fill('120');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(vat.getByText('must be at most 100')).toBeVisible();
    await expect(vat.getByLabel('Percent')).toBeFocused();
    await vat.getByLabel('Percent').fill('20');

    await vat.getByLabel('Name').fill('Value added tax');
    await page.getByRole('button', { name: 'Add a tax or fee' }).click();
    const fee = page.getByRole('group', { name: 'New tax or fee 2' });
    await expect(fee.getByLabel('Code')).toBeFocused();
    await fee.getByLabel('Code').fill('RESORT');
    await fee.getByLabel('Name').fill('Resort fee');
    await fee.getByLabel('Kind').selectOption('Fee');
    await fee.getByLabel('Calculation').selectOption('PerStay');
    await fee.getByLabel('Amount').fill('10');
    await page.screenshot({ path: testInfo.outputPath('taxes-settings-fee.png'), fullPage: true });
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved: guests see them now.')).toBeVisible();

    // Kept: read again from the server.
    await page.reload();
    const renamed = page.getByRole('group', { name: 'Value added tax', exact: true });
    await expect(renamed.getByLabel('Percent')).toHaveValue('20');
    const resort = page.getByRole('group', { name: 'Resort fee', exact: true });
    await expect(resort.getByLabel('Code')).toHaveValue('RESORT');
    await expect(resort.getByLabel('Kind')).toHaveValue('Fee');
    await expect(resort.getByLabel('Amount')).toHaveValue('10');
    await axe();

    // A guest books a stay with the new fee; its page shows the lines kept with it.
    const guest = await playwright.request.newContext({ baseURL: server.baseURL });
    const booked = await bookByApi(guest, {
      start: 40,
      email: `ada.taxes.${testInfo.project.name}.${Date.now()}@example.com`,
      leads: [{ FirstName: 'Ada', LastName: 'Lovelace' }],
    });
    await guest.dispose();
    await page.goto(`${server.baseURL}/Admin/DEMO/Bookings/${booked.referenceNumber}`);
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment.getByLabel('Taxes and fees of the booking')).toContainText('Value added tax 20 % (included)');
    await expect(payment.getByLabel('Taxes and fees of the booking')).toContainText('Resort fee');
    await expect(payment.getByText('Total with taxes')).toBeVisible();
    await expect(payment.getByRole('term').filter({ hasText: 'To pay at the hotel' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('taxes-booking.png'), fullPage: true });
    await axe();

    // The tax report: last month first (no stays), then the month of this one's arrival.
    await nav.getByRole('link', { name: 'Tax report' }).click();
    await expect(page.getByRole('heading', { name: 'Tax report', level: 1 })).toBeVisible();
    await expect(page.getByText(/^No taxes or fees on rooms arriving/)).toBeVisible();
    const month = booked.stay.DateFrom.slice(0, 7);
    await page.getByLabel('From month').fill(month);
    await page.getByLabel('To month').fill(month);
    await page.getByRole('button', { name: 'Show' }).click();
    const table = page.getByRole('table', { name: 'Taxes and fees per month of arrival' });
    await expect(table.getByRole('row', { name: /Value added tax 20 % \(included\)/ }).first()).toBeVisible();
    await expect(table.getByRole('row', { name: /^Total Resort fee \(fee\)/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Total, every tax and fee/ })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`from=${month}&to=${month}`));
    await page.screenshot({ path: testInfo.outputPath('taxes-report.png'), fullPage: true });
    await axe();

    const csvLink = page.getByRole('link', { name: 'Download CSV' });
    const href = await csvLink.getAttribute('href');
    expect(href).toContain('/api/Admin/Reports/Taxes.csv?PropertyCode=DEMO');
    const csv = await page.request.get(`${server.baseURL}${href}`);
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain('Resort fee');
  });
});
