import { describe, expect, it } from 'vitest';
import { sectionHref, sectionsFor } from '../../src/client/features/admin/console-sections';

// The console's menu per role: what each member of staff sees beside their pages.

type Role = Parameters<typeof sectionsFor>[0];

const labels = (role: Role) => sectionsFor(role).map((section) => section.label);

describe("the console's sections", () => {
  // The menu in its order, and who sees each section.
  const everyone = ['owner', 'manager', 'frontDesk'] as const;
  const managers = ['owner', 'manager'] as const;
  const menu: [label: string, seenBy: readonly Role[]][] = [
    ['Today', everyone],
    ['Bookings', everyone],
    ['Rates & availability', everyone],
    ['Restaurant', everyone],
    ['Tax report', managers],
    ['Settings', managers],
    ['Staff', ['owner']],
    ['Audit log', managers],
    ['API keys', ['owner']],
    ['Webhooks', ['owner']],
  ];

  it.each<{ role: Role; sees: string }>([
    { role: 'owner', sees: 'an owner everything, in order' },
    { role: 'manager', sees: 'a manager all but Staff and the connections' },
    {
      role: 'frontDesk',
      sees: 'the front desk bookings, arrivals, the restaurant and the rates (to read), not the tax report',
    },
  ])('shows $sees', ({ role }) => {
    expect(labels(role)).toEqual(menu.filter(([, seenBy]) => seenBy.includes(role)).map(([label]) => label));
  });

  it('lists API keys and webhooks together under Connections', () => {
    expect(
      sectionsFor('owner')
        .filter((section) => section.group === 'Connections')
        .map((section) => section.path),
    ).toEqual(['Connections/ApiKeys', 'Connections/Webhooks']);
  });

  it("links each section under the property's console", () => {
    const staff = sectionsFor('owner').find((section) => section.label === 'Staff')!;
    expect(sectionHref('DEMO-YORK', staff)).toBe('/Admin/DEMO-YORK/Staff');
    const taxes = sectionsFor('manager').find((section) => section.label === 'Tax report')!;
    expect(sectionHref('DEMO', taxes)).toBe('/Admin/DEMO/Reports/Taxes');
  });
});
