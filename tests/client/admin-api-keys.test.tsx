import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiKey, ApiKeyList, CreatedApiKey } from '../../src/contract/admin-api-keys';
import { ApiKeys } from '../../src/client/features/admin-api-keys/api-keys-page';
import { fakeApi, json, renderWithQueries } from './fake-api';

// Connections > API keys: an owner sees each key (what it may do, where, its last use), makes
// one (checked as the server checks it) and is shown the key once, and revokes one after
// confirming; a key of the group can only be revoked by the group's owners.

vi.mock('../../src/client/ui/notices', () => import('./fake-notices'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pms: ApiKey = {
  Id: 1,
  Name: 'PMS',
  Connection: 'PMS',
  Scopes: ['bookings:read', 'ari:write'],
  Prefix: 'sfk_k2m4q7x9',
  GroupCode: null,
  CreatedAt: '2026-11-01T10:00:00.000Z',
  CreatedBy: 'Olive Owner',
  LastUsedAt: '2026-11-02T08:30:00.000Z',
  RevokedAt: null,
};
const groupKey: ApiKey = {
  ...pms,
  Id: 2,
  Name: 'Group channel manager',
  Connection: 'siteminder',
  Scopes: ['ari:write'],
  Prefix: 'sfk_abcdefgh',
  GroupCode: 'DEMO-GROUP',
  CreatedBy: null,
  LastUsedAt: null,
};

function renderKeys(list: ApiKeyList) {
  let keys = list.ApiKeys;
  const posted = fakeApi((url, post) => {
    if (post) {
      if (url.startsWith('/api/Admin/ApiKeys/1/Revoke')) {
        keys = keys.map((k) => (k.Id === 1 ? { ...k, RevokedAt: '2026-11-03T09:00:00.000Z' } : k));
        return json(keys[0]);
      }
      const made: CreatedApiKey = {
        ...pms,
        Id: 3,
        Name: 'Channel manager',
        Connection: 'Channel manager',
        Scopes: ['ari:write'],
        Prefix: 'sfk_newnewne',
        LastUsedAt: null,
        Key: 'sfk_newnewne_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      };
      keys = [made, ...keys];
      return json(made, 201);
    }
    return json({ ...list, ApiKeys: keys });
  });
  renderWithQueries(<ApiKeys propertyCode="DEMO" />);
  return posted;
}

const keyCard = async (name: string) => within((await screen.findByRole('heading', { name, level: 3 })).closest('li')!);

describe('the API keys page', () => {
  it('shows each key: what it may do, where, its connection and last use', async () => {
    renderKeys({ ApiKeys: [pms, groupKey], GroupCode: 'DEMO-GROUP', MayManageGroupKeys: false });
    const card = await keyCard('PMS');
    expect(card.getByText('sfk_k2m4q7x9_…')).toBeTruthy();
    expect(
      within(card.getByRole('list', { name: 'What it may do' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Read bookings', 'Read and change rates and availability']);
    expect(card.getByText('This hotel')).toBeTruthy();
    expect(card.getByText('2 Nov 2026, 08:30')).toBeTruthy();
    expect(card.getByText('In use')).toBeTruthy();

    const group = await keyCard('Group channel manager');
    expect(group.getByText('Every hotel of the group DEMO-GROUP')).toBeTruthy();
    expect(group.getByText('siteminder')).toBeTruthy();
    expect(group.getByText('Never')).toBeTruthy();
    expect(group.getByText(/from the server/)).toBeTruthy();
    // Only the group's owners may revoke it, nor make one for the group.
    expect(group.queryByRole('button', { name: 'Revoke' })).toBeNull();
    expect(group.getByText('Only an owner of the group may revoke it.')).toBeTruthy();
    expect(screen.queryByLabelText(/For every hotel of the group/)).toBeNull();
  });

  it('asks for a name and at least one scope, then shows the new key once', async () => {
    const posted = renderKeys({ ApiKeys: [], GroupCode: null, MayManageGroupKeys: false });
    expect(await screen.findByText('No keys yet: make one below.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Make key' }));
    expect(await screen.findByText('Name the key, e.g. after the system that will use it.')).toBeTruthy();
    expect(screen.getByText('Choose at least one thing the key may do.')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(posted).toEqual([]);

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Channel manager ' } });
    fireEvent.click(screen.getByLabelText(/Read and change rates and availability/));
    fireEvent.click(screen.getByRole('button', { name: 'Make key' }));
    expect(await screen.findByRole('heading', { name: 'Key made: copy it now' })).toBeTruthy();
    expect(posted).toEqual([
      { url: '/api/Admin/ApiKeys?PropertyCode=DEMO', body: { Name: 'Channel manager', Scopes: ['ari:write'] } },
    ]);
    expect(screen.getByText('sfk_newnewne_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toBeTruthy();
    expect(await keyCard('Channel manager')).toBeTruthy();
    // The form is empty again, and once saved the key is gone from the page.
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByText(/sfk_newnewne_A/)).toBeNull();
  });

  it('makes a key of the group when the member owns the group', async () => {
    const posted = renderKeys({ ApiKeys: [], GroupCode: 'DEMO-GROUP', MayManageGroupKeys: true });
    const forGroup = await screen.findByLabelText('For every hotel of the group DEMO-GROUP');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Group PMS' } });
    fireEvent.change(screen.getByLabelText(/Connection/), { target: { value: 'opera' } });
    fireEvent.click(screen.getByLabelText(/Read bookings/));
    fireEvent.click(forGroup);
    fireEvent.click(screen.getByRole('button', { name: 'Make key' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toEqual({
      Name: 'Group PMS',
      Connection: 'opera',
      Scopes: ['bookings:read'],
      ForGroup: true,
    });
  });

  it('revokes a key once the owner confirms', async () => {
    const posted = renderKeys({ ApiKeys: [pms], GroupCode: null, MayManageGroupKeys: false });
    const card = await keyCard('PMS');
    fireEvent.click(card.getByRole('button', { name: 'Revoke' }));
    expect(posted).toEqual([]);
    fireEvent.click(card.getByRole('button', { name: 'Revoke PMS' }));
    await waitFor(() => expect(posted.map((p) => p.url)).toEqual(['/api/Admin/ApiKeys/1/Revoke?PropertyCode=DEMO']));
    expect(await (await keyCard('PMS')).findByText('Revoked 3 Nov 2026, 09:00')).toBeTruthy();
  });
});
