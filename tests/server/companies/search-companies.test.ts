import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySearchResponseSchema } from '../../../src/contract/companies';
import { startTestApp, type TestApp } from '../harness';

// Paying by company invoice: the booker finds their company by name or account code.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const search = (query: string, propertyId = 'DEMO') =>
  t.app.inject({
    method: 'GET',
    url: `/api/Company/SearchCompanies?propertyId=${propertyId}&query=${encodeURIComponent(query)}`,
  });

describe('GET /api/Company/SearchCompanies', () => {
  it('finds companies by part of the name, any case, with their account id and city', async () => {
    const res = await search('north');
    expect(res.statusCode).toBe(200);
    const companies = companySearchResponseSchema.parse(res.json());
    expect(companies.map((company) => [company.Name, company.City])).toEqual([['Northwind Logistics', 'York']]);
    expect(companies[0]!.AccountId).toBeGreaterThan(0);
  });

  it('finds them by account code, and puts names starting with the text first', async () => {
    expect((await search('acme-0')).json().map((company: { Name: string }) => company.Name)).toEqual([
      'Acme Engineering Ltd',
    ]);
    const harrogate = (await search('har')).json().map((company: { Name: string }) => company.Name);
    expect(harrogate[0]).toBe('Harrogate Convention Centre');
  });

  it('answers an empty list when nothing matches, and treats % and _ as plain text', async () => {
    expect((await search('zzz')).json()).toEqual([]);
    expect((await search('%%')).json()).toEqual([]);
  });

  it('needs at least two letters, and a property that exists', async () => {
    const short = await search('a');
    expect(short.statusCode).toBe(400);
    expect(short.json().ModelState.query).toEqual(['Please type at least 2 letters of the company name.']);
    expect((await search('acme', 'NOWHERE')).statusCode).toBe(404);
  });
});
