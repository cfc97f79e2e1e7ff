import { Controller, useFormContext } from 'react-hook-form';
import { CheckoutField } from './checkout-field';
import type { CheckoutFormValues } from './checkout-form';
import { CompanySearch } from './company-search';

// Paying by company invoice: the guest's company, found by name, and their PO number.

export function CompanyInvoiceDetails({ propertyCode }: { propertyCode: string }) {
  const { register, control } = useFormContext<CheckoutFormValues>();
  return (
    <div className="payment-details" role="group" aria-label="Company invoice details">
      <Controller
        control={control}
        name="company"
        render={({ field: company, fieldState }) => (
          <CompanySearch
            propertyCode={propertyCode}
            company={company.value}
            onChoose={company.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <CheckoutField name="poNumber" label="PO number">
        {(control) => <input {...control} {...register('poNumber')} />}
      </CheckoutField>
    </div>
  );
}
