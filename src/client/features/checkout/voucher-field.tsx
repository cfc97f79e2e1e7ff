import { IonSpinner } from '../../ui/ion-spinner';
import { useState } from 'react';
import type { ReservationCreateRequestInput } from '../../../contract/reservation';
import { toMinorUnits } from '../../../domain/money';
import { describeError } from '../../api';
import { saveCheckedVoucher, type CheckedVoucher } from '../../basket/basket';
import { notify } from '../../ui/notices';
import { useCheckVoucherCode } from './api/check-voucher-code';

// docs/product.md, the booking flow, voucher check: checking flag; valid keeps discount and message; invalid
// clears the discount and says why; a failure clears everything.

export interface VoucherFieldProps {
  propertyId: number;
  /** The property's currency: the discount is kept in its minor units. */
  currency: string;
  basketRooms: () => ReservationCreateRequestInput['Rooms'];
  code: string;
  onCode: (code: string) => void;
  voucher: CheckedVoucher | null;
  giftProvider: { Active: boolean; Name: string };
}

export function VoucherField({
  propertyId,
  currency,
  basketRooms,
  code,
  onCode,
  voucher,
  giftProvider,
}: VoucherFieldProps) {
  const check = useCheckVoucherCode();
  const [message, setMessage] = useState<string | null>(null);
  const apply = async () => {
    const voucherCode = code.trim();
    if (!voucherCode) return;
    try {
      const result = await check.mutateAsync({
        PropertyId: propertyId,
        LanguageCode: 'en',
        VoucherCode: voucherCode,
        Rooms: basketRooms(),
      });
      if (result.IsValid) {
        saveCheckedVoucher({
          code: voucherCode.toUpperCase(),
          discountMinor: toMinorUnits(result.TotalDiscount, currency),
          message: result.Message,
          showContactUs: result.ShowExperienceWarningMessage,
        });
        setMessage(null);
      } else {
        saveCheckedVoucher(null);
        setMessage(result.Message);
        void notify({ message: result.Message, kind: 'negative' });
      }
    } catch (error) {
      saveCheckedVoucher(null);
      setMessage(null);
      void notify({ message: describeError(error), kind: 'negative' });
    }
  };
  return (
    <details className="voucher" open={voucher !== null || code !== '' || undefined}>
      <summary>
        Have a gift voucher?
        {giftProvider.Active ? <span className="voucher__provider"> {giftProvider.Name}</span> : null}
      </summary>
      <div className="voucher__row">
        <div className="checkout-field">
          <label className="checkout-field__label" htmlFor="checkout-voucher">
            Gift voucher code
          </label>
          <input
            id="checkout-voucher"
            className="checkout-field__control"
            value={code}
            autoComplete="off"
            onChange={(event) => onCode(event.target.value)}
          />
        </div>
        <button
          type="button"
          className="sf-button sf-button--secondary"
          disabled={check.isPending || code.trim() === ''}
          onClick={() => void apply()}
        >
          {check.isPending ? <IonSpinner name="crescent" aria-hidden="true" /> : null}
          <span>{check.isPending ? 'Checking…' : 'Apply'}</span>
        </button>
        {voucher ? (
          <button type="button" className="sf-text-button" onClick={() => saveCheckedVoucher(null)}>
            Remove voucher
          </button>
        ) : null}
      </div>
      <div aria-live="polite">
        {voucher ? (
          <p className="checkout-note checkout-note--positive">{voucher.message}</p>
        ) : message ? (
          <p className="checkout-field__error">{message}</p>
        ) : null}
        {voucher?.showContactUs ? (
          <p className="checkout-note">
            This voucher is for an experience: please contact the hotel before using it for a stay.
          </p>
        ) : null}
      </div>
    </details>
  );
}
