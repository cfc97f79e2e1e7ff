import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TaxReportResponse } from '../../../../contract/admin-reports';
import { apiUrl } from '../../../api';
import { adminQueryRoot, adminRequest } from '../../admin/admin-api';

// GET /api/Admin/Reports/Taxes (rooms arriving From..To, per month and tax) and the address of
// the same rows as CSV.

export interface TaxReportRange {
  /** First day, YYYY-MM-DD. */
  From: string;
  /** Last day, YYYY-MM-DD. */
  To: string;
}

export const taxReportQueryOptions = (propertyCode: string, range: TaxReportRange) =>
  queryOptions({
    queryKey: [adminQueryRoot, 'tax-report', propertyCode, range.From, range.To],
    queryFn: ({ signal }) =>
      adminRequest<TaxReportResponse>('Reports/Taxes', { propertyCode, query: { ...range }, signal }),
    placeholderData: keepPreviousData,
  });

export const useTaxReport = (propertyCode: string, range: TaxReportRange) =>
  useQuery(taxReportQueryOptions(propertyCode, range));

/** The same rows as a CSV download (the session cookie goes with the link). */
export const taxReportCsvUrl = (propertyCode: string, range: TaxReportRange) =>
  apiUrl('Admin/Reports/Taxes.csv', { PropertyCode: propertyCode, ...range });
