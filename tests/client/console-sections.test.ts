import { describe, expect, it } from 'vitest';
import { sectionHref, sectionsFor } from '../../src/client/features/admin/console-sections';

// The console's menu per role: what each member of staff sees beside their pages.

const labels = (role: Parameters<typeof sectionsFor>[0]) => sectionsFor(role).map((section) => section.label);

describe("the console's sections", () => {
  it('shows an owner everything, in order', () => {
    expect(labels('owner')).toEqual([
      'Today',
      'Bookings',
      'Rates & availability',
      'Restaurant',
      'Tax report',
      'Settings',
      'Staff',
      'Audit log',
      'API keys',
      'Webhooks',
    ]);
  });

  it('shows a manager all but Staff', () => {
    expect(labels('manager')).toEqual([
      'Today',
      'Bookings',
      'Rates & availability',
      'Restaurant',
      'Tax report',
      'Settings',
      'Audit log',
    ]);
  });

  it('shows the front desk bookings, arrivals, the restaurant and the rates (to read), not the tax report', () => {
    expect(labels('frontDesk')).toEqual(['Today', 'Bookings', 'Rates & availability', 'Restaurant']);
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
