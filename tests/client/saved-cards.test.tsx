import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAccount } from '../../src/client/features/account/api/get-account';
import { SavedCards } from '../../src/client/features/account/saved-cards';
import { notify } from '../../src/client/ui/notices';
import { adaProfile } from './user-profile-fixture';

// A guest removes a saved card from Manage account: asked first, and the list follows the
// server's answer.

vi.mock('../../src/client/ui/notices', () => import('./fake-notices'));

const visa = {
  CreditCardId: 11,
  CardType: 'visa',
  LastFourDigits: '4242',
  ExpiryMonth: 3,
  ExpiryYear: 2029,
  NameOnCard: 'Ada Lovelace',
};
const mastercard = {
  CreditCardId: 12,
  CardType: 'mastercard',
  LastFourDigits: '4444',
  ExpiryMonth: 11,
  ExpiryYear: 2030,
  NameOnCard: 'Ada Lovelace',
};
const profile = adaProfile({ CreditCards: [visa, mastercard] });

function Harness() {
  const account = useAccount('DEMO');
  return account ? <SavedCards propertyCode="DEMO" cards={account.CreditCards} /> : null;
}

function renderCards() {
  // A signed-in browser holds the server's readable "signed in" hint beside its session.
  document.cookie = 'stayfront_signed_in=1; path=/';
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(['account', 'DEMO'], profile);
  return render(
    <QueryClientProvider client={queryClient}>
      <Harness />
    </QueryClientProvider>,
  );
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

describe('saved cards', () => {
  afterEach(() => {
    cleanup();
    document.cookie = 'stayfront_signed_in=; path=/; max-age=0';
    vi.unstubAllGlobals();
    vi.mocked(notify).mockClear();
  });

  it('lists brand, last four, expiry and name, and asks before removing', async () => {
    const fetchMock = vi.fn(() => json({ ...profile, CreditCards: [mastercard] }));
    vi.stubGlobal('fetch', fetchMock);
    renderCards();
    expect(screen.getByText('Visa ending 4242')).toBeTruthy();
    expect(screen.getByText('Expires 03/29 · Ada Lovelace')).toBeTruthy();

    // Changing one's mind sends nothing and leads back to the Remove button.
    fireEvent.click(screen.getByRole('button', { name: 'Remove Visa ending 4242' }));
    expect(screen.getByText('Remove Visa ending 4242?')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Keep card');
    fireEvent.click(screen.getByRole('button', { name: 'Keep card' }));
    expect(fetchMock).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Visa ending 4242' })),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Remove Visa ending 4242' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(screen.queryByText('Visa ending 4242')).toBeNull());
    expect(screen.getByText('Mastercard ending 4444')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/Account/DeleteCreditCard',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ CreditCardId: 11 }) }),
    );
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'positive', message: 'Visa ending 4242 has been removed.' }),
    );
  });

  it('says so when the card cannot be removed, and keeps it listed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url.startsWith('/api/Account/DeleteCreditCard')
          ? json({ Message: 'Could not remove the card just now.' }, 500)
          : json(profile),
      ),
    );
    renderCards();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Mastercard ending 4444' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not remove the card just now.');
    expect(screen.getByText('Mastercard ending 4444')).toBeTruthy();
  });

  it('says when there are none', () => {
    const queryClient = new QueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <SavedCards propertyCode="DEMO" cards={[]} />
      </QueryClientProvider>,
    );
    expect(screen.getByText(/You have no saved cards/)).toBeTruthy();
  });
});
