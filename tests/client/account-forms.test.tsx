import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordForm } from '../../src/client/features/account/change-password-form';
import { accountFormMessages } from '../../src/domain/account-messages';
import { registerFormSchema } from '../../src/client/features/account/account-forms';
import { notify } from '../../src/client/ui/notices';
import { renderWithQueries } from './fake-api';

// The account forms speak the documented words (docs/product.md, rules) and keep what the guest typed when a
// call fails.

vi.mock('../../src/client/ui/notices', () => import('./fake-notices'));

const passwordInput = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

describe('the registration rules', () => {
  it('asks for names, a valid email and phone, and a strong confirmed password, all at once', () => {
    const result = registerFormSchema.safeParse({
      firstName: ' ',
      lastName: '',
      email: 'ada.example.com',
      mobileNumber: '07700 900123',
      password: 'short',
      confirmPassword: 'other',
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'A valid email address is required',
      mobileNumber: 'A valid phone number is required',
      password:
        'Your password must be at least ten characters long and contain at least one character that is not a letter or a number.',
      confirmPassword: 'The passwords do not match.',
    });
  });

  it('takes a guest without a mobile number', () => {
    const result = registerFormSchema.safeParse({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      mobileNumber: '',
      password: 'correct horse!',
      confirmPassword: 'correct horse!',
    });
    expect(result.success).toBe(true);
  });
});

describe('changing the password', () => {
  beforeEach(() => vi.mocked(notify).mockClear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says what is missing before sending anything', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithQueries(<ChangePasswordForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    // The current and the new password are both missing.
    expect(await screen.findAllByText('Password is required')).toHaveLength(2);
    expect(passwordInput('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a strong new password, confirmed', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithQueries(<ChangePasswordForm />);
    fireEvent.change(passwordInput('Current password'), { target: { value: 'old password!' } });
    fireEvent.change(passwordInput('New password'), { target: { value: 'password1' } });
    fireEvent.change(passwordInput('Confirm new password'), { target: { value: 'password2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText(
        /at least ten characters long and contain at least one character that is not a letter or a number/,
      ),
    ).toBeTruthy();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a wrong current password under its field and keeps what was typed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              Message: 'The request is invalid.',
              ModelState: { CurrentPassword: ['Your current password is not correct.'] },
            }),
            {
              status: 400,
              headers: { 'Content-Type': 'application/json' },
            },
          ),
        ),
      ),
    );
    renderWithQueries(<ChangePasswordForm />);
    fireEvent.change(passwordInput('Current password'), { target: { value: 'not-my-password' } });
    fireEvent.change(passwordInput('New password'), { target: { value: 'a much better one!' } });
    fireEvent.change(passwordInput('Confirm new password'), { target: { value: 'a much better one!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(screen.getAllByText('Your current password is not correct.').length).toBeGreaterThan(0));
    expect(passwordInput('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(passwordInput('New password').value).toBe('a much better one!');
    expect(passwordInput('Confirm new password').value).toBe('a much better one!');
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'negative', message: 'Your current password is not correct.' }),
    );
  });

  it('empties the form and says so when the password is changed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ Success: true, Message: '' }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      ),
    );
    renderWithQueries(<ChangePasswordForm />);
    fireEvent.change(passwordInput('Current password'), { target: { value: 'old password!' } });
    fireEvent.change(passwordInput('New password'), { target: { value: 'a much better one!' } });
    fireEvent.change(passwordInput('Confirm new password'), { target: { value: 'a much better one!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'positive', message: accountFormMessages.passwordChanged }),
      ),
    );
    await waitFor(() => expect(passwordInput('Current password').value).toBe(''));
  });
});
