import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TaxReportRowResponse } from '../../src/contract/admin-reports';
import type { PropertySettingsResponse } from '../../src/contract/admin-settings';
import { propertyDefinitionSchema } from '../../src/contract/property-definition-file';
import { SettingsForm } from '../../src/client/features/admin-settings/settings-page';
import { TaxReportTable } from '../../src/client/features/admin-reports/tax-report-page';
import demo from '../../src/server/db/seed/demo.json' with { type: 'json' };

// The console's side of taxes: a manager edits the hotel's VAT on the Settings page and the
// whole settings go back with it (the own rates it keeps included); what the server refuses is
// said beside the field; the tax report's table adds each tax up over the months.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const definition = propertyDefinitionSchema.parse(demo);
const vat = definition.Taxes[0]!;
const loaded: PropertySettingsResponse = {
  BookingConfiguration: definition.BookingConfiguration,
  PreCheckInConfiguration: definition.PreCheckInConfiguration,
  Contact: {
    WebsiteUrl: definition.WebsiteUrl,
    Email: definition.Email,
    ReservationsEmail: definition.ReservationsEmail,
    Telephone: definition.Telephone,
    Address: definition.Address,
  },
  Theme: definition.Theme,
  Taxes: [{ ...vat, ExtraRates: { PARKING: 0 } }],
  PricesShown: 'AllIn',
  PropertyCode: 'DEMO',
  PropertyName: 'The Ashbury',
  UpdatedAt: '2026-11-01T10:00:00.000Z',
};

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

function renderSettings(answer: (body: PropertySettingsResponse) => Promise<Response>) {
  const sent: PropertySettingsResponse[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url.startsWith('/api/Admin/Settings') && init?.method === 'PUT') {
        const body = JSON.parse(init.body as string) as PropertySettingsResponse;
        sent.push(body);
        return answer(body);
      }
      return json({});
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SettingsForm loaded={loaded} />
    </QueryClientProvider>,
  );
  return sent;
}

const taxGroup = () => within(screen.getByRole('group', { name: 'VAT' }));

describe('the Settings page’s taxes and fees', () => {
  it('shows the VAT and sends the settings with it changed, keeping its own rates', async () => {
    const sent = renderSettings((body) => json({ ...loaded, ...body }));
    const tax = taxGroup();
    expect((tax.getByLabelText('Code') as HTMLInputElement).value).toBe('VAT');
    expect((tax.getByLabelText('Percent') as HTMLInputElement).value).toBe('20');
    expect((tax.getByLabelText('Calculation') as HTMLSelectElement).value).toBe('Percent');
    expect((tax.getByLabelText("Included in the hotel's prices") as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Prices include every tax and fee') as HTMLInputElement).checked).toBe(true);
    // A fixed amount asks for an amount, not a percentage.
    expect(tax.queryByLabelText('Amount')).toBeNull();

    fireEvent.change(tax.getByLabelText('Name'), { target: { value: 'Value added tax' } });
    fireEvent.change(tax.getByLabelText('Percent'), { target: { value: '23' } });
    fireEvent.click(screen.getByLabelText('Fees included, taxes added beside the price (US, Canada)'));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved: guests see them now.')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.PricesShown).toBe('BeforeTaxes');
    expect(sent[0]!.Taxes).toEqual([
      expect.objectContaining({
        Code: 'VAT',
        Name: 'Value added tax',
        Calculation: 'Percent',
        Percent: 23,
        Amount: null,
        AppliesTo: ['Rooms', 'Extras'],
        Included: true,
        ExtraRates: { PARKING: 0 },
      }),
    ]);
    // The other sections go back whole, as before.
    expect(sent[0]!.Contact.Telephone).toBe(loaded.Contact.Telephone);
  });

  it('adds a fee per guest per night and refuses a percentage over 100 before sending', async () => {
    const sent = renderSettings((body) => json({ ...loaded, ...body }));
    fireEvent.change(taxGroup().getByLabelText('Percent'), { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a tax or fee' }));
    const added = within(screen.getByRole('group', { name: 'New tax or fee 2' }));
    fireEvent.change(added.getByLabelText('Code'), { target: { value: 'CITY-TAX' } });
    fireEvent.change(added.getByLabelText('Name'), { target: { value: 'City tax' } });
    fireEvent.change(added.getByLabelText('Calculation'), { target: { value: 'PerGuestNight' } });
    fireEvent.change(added.getByLabelText('Amount'), { target: { value: '4' } });
    fireEvent.click(added.getByLabelText('Children'));
    fireEvent.click(added.getByLabelText('Infants'));
    fireEvent.click(added.getByLabelText('Paid at the hotel'));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    const percent = taxGroup().getByLabelText('Percent');
    await waitFor(() => expect(percent.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(percent.getAttribute('aria-describedby')!)!.textContent).toBe('must be at most 100');
    expect(sent).toHaveLength(0);

    fireEvent.change(percent, { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved: guests see them now.')).toBeTruthy();
    expect(sent[0]!.Taxes![1]).toEqual(
      expect.objectContaining({
        Code: 'CITY-TAX',
        Name: 'City tax',
        Calculation: 'PerGuestNight',
        Amount: 4,
        Percent: null,
        GuestKinds: ['Adults'],
        PayableAtProperty: true,
        Included: false,
      }),
    );
  });

  it('says what the server refused beside the field it names', async () => {
    renderSettings(() =>
      json(
        {
          Message: 'The request is invalid.',
          ModelState: { 'Taxes[0].ExtraRates.PARKING': ['PARKING is not an extra (Services) of this property'] },
        },
        400,
      ),
    );
    fireEvent.change(taxGroup().getByLabelText('Name'), { target: { value: 'VAT' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toContain('PARKING is not an extra');
    await waitFor(() =>
      expect(within(screen.getByRole('group', { name: 'VAT' })).getAllByText(/PARKING is not an extra/)).toHaveLength(
        1,
      ),
    );
  });
});

const row = (overrides: Partial<TaxReportRowResponse>): TaxReportRowResponse => ({
  Month: '2026-10',
  Currency: 'GBP',
  Code: 'VAT',
  Name: 'VAT',
  Kind: 'Tax',
  Percent: 20,
  Included: true,
  Nights: 10,
  GuestNights: 0,
  TaxableBase: 1200,
  TaxAmount: 200,
  CollectedOnline: 200,
  CollectedAtHotel: 0,
  ...overrides,
});

describe('the tax report’s table', () => {
  it('lists each month and tax, then totals per tax and for every tax', () => {
    render(
      <TaxReportTable
        rows={[
          row({}),
          row({
            Code: 'CITY',
            Name: 'City tax',
            Percent: null,
            Included: false,
            Nights: 6,
            GuestNights: 12,
            TaxableBase: 0,
            TaxAmount: 24,
            CollectedOnline: 0,
            CollectedAtHotel: 24,
          }),
          row({ Month: '2026-11', Nights: 5, TaxableBase: 600.6, TaxAmount: 100.1, CollectedOnline: 100.1 }),
        ]}
      />,
    );
    const cells = (tr: HTMLElement) => [...tr.querySelectorAll('td, th')].map((cell) => cell.textContent);
    const [, ...rows] = screen.getAllByRole('row');
    expect(rows.map(cells)).toEqual([
      ['October 2026'],
      ['VAT 20 % (included)', '10', '—', '£1,200.00', '£200.00', '£200.00', '£0.00'],
      ['City tax', '6', '12', '—', '£24.00', '£0.00', '£24.00'],
      ['November 2026'],
      ['VAT 20 % (included)', '5', '—', '£600.60', '£100.10', '£100.10', '£0.00'],
      ['Total VAT 20 % (included)', '15', '—', '£1,800.60', '£300.10', '£300.10', '£0.00'],
      ['Total City tax', '6', '12', '—', '£24.00', '£0.00', '£24.00'],
      ['Total, every tax and fee', '', '', '', '£324.10', '£300.10', '£24.00'],
    ]);
  });
});
