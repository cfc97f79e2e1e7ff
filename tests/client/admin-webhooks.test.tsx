import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Webhook, WebhookDelivery } from '../../src/contract/webhooks';
import { Webhooks } from '../../src/client/features/admin-webhooks/webhooks-page';
import { fakeApi, json, renderWithQueries } from './fake-api';

// Connections > Webhooks: an owner sees each endpoint (its events, whether it is receiving),
// adds one (checked as the server checks it) and is shown its secret once, opens its
// deliveries (state, answer, attempts), resends one, sends a test, and enables one that was
// disabled.

vi.mock('../../src/client/ui/notices', () => import('./fake-notices'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pms: Webhook = {
  WebhookId: 1,
  Url: 'https://pms.example.com/hooks/stayfront',
  Events: ['booking.revision', 'precheckin.completed'],
  Enabled: true,
  FailingSince: null,
  DisabledAt: null,
  CreatedAt: '2026-11-01T10:00:00.000Z',
  Pending: 0,
};
const disabled: Webhook = {
  ...pms,
  WebhookId: 2,
  Url: 'https://old.example.com/hook',
  Events: ['ari.changed'],
  Enabled: false,
  FailingSince: '2026-10-28T10:00:00.000Z',
  DisabledAt: '2026-10-31T10:00:00.000Z',
  Pending: 3,
};
const failedDelivery: WebhookDelivery = {
  DeliveryId: 7,
  EventId: '1f0c9a4e-6f1e-4b8e-9d55-2a3c1b7e8f60',
  EventType: 'booking.revision',
  State: 'pending',
  Attempts: 2,
  LastStatus: null,
  LastError: 'No answer within 10 seconds.',
  CreatedAt: '2026-11-02T08:00:00.000Z',
  DeliveredAt: null,
  NextAttemptAt: '2026-11-02T08:01:30.000Z',
};
const delivered: WebhookDelivery = {
  ...failedDelivery,
  DeliveryId: 6,
  EventId: '9a8b7c6d-0000-4000-8000-000000000000',
  EventType: 'ping',
  State: 'delivered',
  Attempts: 1,
  LastStatus: 204,
  LastError: null,
  DeliveredAt: '2026-11-02T07:59:00.000Z',
  NextAttemptAt: null,
};

function renderWebhooks(initial: Webhook[]) {
  let webhooks = initial;
  const posted = fakeApi((url, post) => {
    if (post) {
      if (url.startsWith('/api/Admin/Webhooks/Deliveries/7/Resend')) return json({ ...failedDelivery, Attempts: 0 });
      if (url.startsWith('/api/Admin/Webhooks/1/Test')) return json({ EventId: 'e', DeliveryId: 8 }, 202);
      if (url.startsWith('/api/Admin/Webhooks/2/Enable')) {
        webhooks = webhooks.map((w) =>
          w.WebhookId === 2 ? { ...w, Enabled: true, DisabledAt: null, FailingSince: null } : w,
        );
        return json(webhooks[1]);
      }
      const added = post.body as { Url: string; Events: Webhook['Events'] };
      webhooks = [...webhooks, { ...pms, WebhookId: 3, Url: added.Url, Events: added.Events }];
      return json({ WebhookId: 3, Secret: 'whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }, 201);
    }
    if (url.startsWith('/api/Admin/Webhooks/1/Deliveries')) return json({ Deliveries: [failedDelivery, delivered] });
    return json({ Webhooks: webhooks });
  });
  renderWithQueries(<Webhooks propertyCode="DEMO" />);
  return posted;
}

const endpointCard = async (url: string) =>
  within((await within(await screen.findByRole('list', { name: 'Endpoints' })).findByText(url)).closest('li')!);

describe('the Webhooks page', () => {
  it('shows each endpoint with its events and whether it is receiving', async () => {
    renderWebhooks([pms, disabled]);
    const card = await endpointCard(pms.Url);
    expect(
      within(card.getByRole('list', { name: 'Events it is sent' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Bookings made, changed or cancelled', 'Pre-check-in completed']);
    expect(card.getByText('Receiving')).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Enable' })).toBeNull();

    const off = await endpointCard(disabled.Url);
    expect(off.getByText(/^Disabled/)).toBeTruthy();
    expect(off.getByText(/3 waiting to be delivered/)).toBeTruthy();
  });

  it('asks for an address and an event, then shows the secret once', async () => {
    const posted = renderWebhooks([]);
    expect(await screen.findByText('No endpoints yet: add one below.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('Enter the address of your endpoint.')).toBeTruthy();
    expect(screen.getByText('Choose at least one event.')).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.change(screen.getByLabelText('Endpoint address'), {
      target: { value: ' https://cm.example.com/stayfront ' },
    });
    fireEvent.click(screen.getByLabelText(/Rates and availability changed/));
    fireEvent.click(screen.getByLabelText(/Table booked/));
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByRole('heading', { name: /copy its signing secret now/ })).toBeTruthy();
    expect(posted).toEqual([
      {
        url: '/api/Admin/Webhooks?PropertyCode=DEMO',
        body: { Url: 'https://cm.example.com/stayfront', Events: ['table_booking.created', 'ari.changed'] },
      },
    ]);
    expect(screen.getByText('whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toBeTruthy();
    expect(await endpointCard('https://cm.example.com/stayfront')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByText(/whsec_A/)).toBeNull();
  });

  it('opens the deliveries: state, answer, attempts; resends one and sends a test', async () => {
    const posted = renderWebhooks([pms]);
    const card = await endpointCard(pms.Url);
    fireEvent.click(card.getByRole('button', { name: 'Deliveries' }));
    const table = within(await card.findByRole('table'));
    const rows = table.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Bookings made, changed or cancelled')).toBeTruthy();
    expect(within(rows[0]!).getByText('Waiting')).toBeTruthy();
    expect(within(rows[0]!).getByText('No answer')).toBeTruthy();
    expect(within(rows[0]!).getByText('No answer within 10 seconds.')).toBeTruthy();
    expect(within(rows[1]!).getByText('Test event')).toBeTruthy();
    expect(within(rows[1]!).getByText('Delivered')).toBeTruthy();
    expect(within(rows[1]!).getByText('HTTP 204')).toBeTruthy();

    fireEvent.click(within(rows[0]!).getByRole('button', { name: /Resend/ }));
    fireEvent.click(card.getByRole('button', { name: 'Send test' }));
    await waitFor(() =>
      expect(posted.map((p) => p.url)).toEqual([
        '/api/Admin/Webhooks/Deliveries/7/Resend?PropertyCode=DEMO',
        '/api/Admin/Webhooks/1/Test?PropertyCode=DEMO',
      ]),
    );
  });

  it('enables a disabled endpoint', async () => {
    const posted = renderWebhooks([pms, disabled]);
    const off = await endpointCard(disabled.Url);
    fireEvent.click(off.getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(posted.map((p) => p.url)).toEqual(['/api/Admin/Webhooks/2/Enable?PropertyCode=DEMO']));
    expect(await (await endpointCard(disabled.Url)).findByText('Receiving')).toBeTruthy();
  });
});
