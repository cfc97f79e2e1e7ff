import { taxesToApi, type ApiTaxLine, type TaxLine } from '../../../domain/taxes';

/** Lines alone in the API's form (major units). */
export function taxLinesToApi(lines: readonly TaxLine[], currency: string): ApiTaxLine[] {
  return taxesToApi({ lines: [...lines], total: 0, payAtProperty: 0 }, currency).Taxes;
}
