import { useController, useFieldArray, useFormContext, useFormState, useWatch, get } from 'react-hook-form';
import {
  taxCalculations,
  type TaxCalculation,
  type TaxDefinition,
  type TaxGuestKind,
  type TaxTarget,
} from '../../../contract/property-definition';
import { FormField } from '../../ui/form-field';
import { newTax, type SettingsFormValues, type TaxFormValues } from './settings-form';
import { FieldError } from '../../ui/field-error';
import { SettingsSection } from './settings-sections';

// The property's taxes and fees, each a fieldset of its own (what it is, how it is worked out,
// what it counts, how it is paid, when it applies), added and removed here and saved with the
// rest of the settings; and how headline prices show them.

type TaxField = keyof TaxFormValues;
type TaxPath = `Taxes.${number}.${TaxField}`;

const calculationNames: Record<TaxCalculation, string> = {
  Percent: 'Percentage',
  PerStay: 'Per room, per stay',
  PerRoomNight: 'Per room, per night',
  PerGuestNight: 'Per guest, per night',
};

const guestKindNames: Record<TaxGuestKind, string> = {
  Adults: 'Adults',
  Children: 'Children',
  Infants: 'Infants',
};

const targetNames: Record<TaxTarget, string> = {
  Rooms: 'Rooms',
  Extras: 'Extras',
  Fees: 'Fees (a tax on a fee)',
};

function TaxText({
  path,
  label,
  type = 'text',
  hint,
  inputMode,
  step,
}: {
  path: TaxPath;
  label: string;
  type?: string;
  hint?: string;
  inputMode?: 'decimal' | 'numeric';
  step?: string;
}) {
  const { register } = useFormContext<SettingsFormValues>();
  return (
    <FormField<SettingsFormValues> name={path} idPrefix="settings" label={label} hint={hint}>
      {(control) => (
        <input {...control} type={type} inputMode={inputMode} step={step} autoComplete="off" {...register(path)} />
      )}
    </FormField>
  );
}

function TaxSelect({
  path,
  label,
  options,
  hint,
}: {
  path: TaxPath;
  label: string;
  options: Record<string, string>;
  hint?: string;
}) {
  const { register } = useFormContext<SettingsFormValues>();
  return (
    <FormField<SettingsFormValues> name={path} idPrefix="settings" label={label} hint={hint}>
      {(control) => (
        <select {...control} className={`${control.className} sf-field__control--select`} {...register(path)}>
          {Object.entries(options).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

function TaxCheckbox({ path, label }: { path: TaxPath; label: string }) {
  const { register } = useFormContext<SettingsFormValues>();
  const { errors } = useFormState<SettingsFormValues>({ name: path });
  const message = (get(errors, path) as { message?: string } | undefined)?.message;
  const id = `settings-${path}`;
  return (
    <div className="settings-check">
      <input
        id={id}
        type="checkbox"
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        {...register(path)}
      />
      <label htmlFor={id}>{label}</label>
      {message ? (
        <p id={`${id}-error`} className="sf-field__error settings-check__error">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** A list of ticks (guest kinds, what a percentage applies to): one value each, at least one. */
function TaxChoices<Value extends string>({
  path,
  legend,
  options,
}: {
  path: `Taxes.${number}.GuestKinds` | `Taxes.${number}.AppliesTo`;
  legend: string;
  options: Record<Value, string>;
}) {
  const { field, fieldState } = useController<SettingsFormValues>({ name: path });
  const chosen = field.value as Value[];
  const id = `settings-${path}`;
  const message = fieldState.error?.message;
  const toggle = (value: Value, on: boolean) =>
    field.onChange(on ? [...chosen, value] : chosen.filter((v) => v !== value));
  return (
    <fieldset
      className="settings-choices"
      aria-invalid={message ? true : undefined}
      aria-describedby={message ? `${id}-error` : undefined}
    >
      <legend className="sf-field__label">{legend}</legend>
      <div className="settings-choices__options">
        {(Object.keys(options) as Value[]).map((value, index) => (
          <div className="settings-check" key={value}>
            <input
              id={`${id}-${value}`}
              type="checkbox"
              checked={chosen.includes(value)}
              onChange={(e) => toggle(value, e.target.checked)}
              onBlur={field.onBlur}
              ref={index === 0 ? field.ref : undefined}
            />
            <label htmlFor={`${id}-${value}`}>{options[value]}</label>
          </div>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={message} />
    </fieldset>
  );
}

const ratesText = (rates: TaxDefinition['ExtraRates'], unit: string) =>
  Object.entries(rates)
    .map(([code, rate]) => (rate === null ? `${code} not charged` : `${code} ${rate}${unit}`))
    .join(', ');

/** The own rates of some extras and rate plans: kept as they are, changed through the definition file. */
function OwnRates({ index }: { index: number }) {
  const [extraRates, ratePlanRates, calculation] = useWatch<SettingsFormValues>({
    name: [`Taxes.${index}.ExtraRates`, `Taxes.${index}.RatePlanRates`, `Taxes.${index}.Calculation`],
  }) as [TaxDefinition['ExtraRates'], TaxDefinition['RatePlanRates'], TaxCalculation];
  const { errors } = useFormState<SettingsFormValues>({
    name: [`Taxes.${index}.ExtraRates`, `Taxes.${index}.RatePlanRates`],
  });
  const problems = (['ExtraRates', 'RatePlanRates'] as const)
    .map((list) => (get(errors, `Taxes.${index}.${list}`) as { message?: string } | undefined)?.message)
    .filter(Boolean);
  const unit = calculation === 'Percent' ? ' %' : '';
  const extras = ratesText(extraRates, unit);
  const plans = ratesText(ratePlanRates, unit);
  if (!extras && !plans && problems.length === 0) return null;
  return (
    <div className="settings-tax__rates">
      {extras ? <p>Own rates for extras: {extras}.</p> : null}
      {plans ? <p>Own rates for rate plans: {plans}.</p> : null}
      <p className="console-muted">These are kept as they are; change them through the definition file below.</p>
      {problems.map((problem) => (
        <p key={problem} className="sf-field__error">
          {problem}
        </p>
      ))}
    </div>
  );
}

function TaxFields({ index, title, onRemove }: { index: number; title: string; onRemove: () => void }) {
  const calculation = useWatch<SettingsFormValues>({ name: `Taxes.${index}.Calculation` }) as TaxCalculation;
  const percent = calculation === 'Percent';
  // A percentage of the price, or an amount in the hotel's currency.
  const amount = percent
    ? ({ field: 'Percent', hint: '0 to 100, e.g. 20 for 20 %' } as const)
    : ({ field: 'Amount', hint: 'e.g. 4.00' } as const);
  return (
    <fieldset className="settings-tax">
      <legend>{title}</legend>
      <div className="settings-tax__row">
        <TaxText path={`Taxes.${index}.Code`} label="Code" hint="Letters, digits, - or _, e.g. CITY-TAX" />
        <TaxText path={`Taxes.${index}.Name`} label="Name" hint="What guests and the tax report read" />
        <TaxSelect
          path={`Taxes.${index}.Kind`}
          label="Kind"
          options={{ Tax: 'Tax', Fee: 'Fee' }}
          hint="Tax: set by a government. Fee: the hotel's own charge"
        />
      </div>
      <div className="settings-tax__row">
        <TaxSelect
          path={`Taxes.${index}.Calculation`}
          label="Calculation"
          options={Object.fromEntries(taxCalculations.map((c) => [c, calculationNames[c]]))}
          hint="A fixed amount is in the hotel's currency"
        />
        <TaxText
          path={`Taxes.${index}.${amount.field}`}
          label={amount.field}
          type="number"
          inputMode="decimal"
          step="any"
          hint={amount.hint}
        />
        <TaxText
          path={`Taxes.${index}.MaxNights`}
          label="Most nights charged"
          type="number"
          inputMode="numeric"
          hint="Empty: every night"
        />
      </div>
      {percent ? <TaxChoices path={`Taxes.${index}.AppliesTo`} legend="A percentage of" options={targetNames} /> : null}
      {calculation === 'PerGuestNight' ? (
        <TaxChoices path={`Taxes.${index}.GuestKinds`} legend="Guests counted" options={guestKindNames} />
      ) : null}
      <div className="settings-checks">
        <TaxCheckbox path={`Taxes.${index}.Included`} label="Included in the hotel's prices" />
        <TaxCheckbox path={`Taxes.${index}.PayableAtProperty`} label="Paid at the hotel" />
      </div>
      <div className="settings-tax__row">
        <TaxText path={`Taxes.${index}.From`} label="Charged from" type="date" hint="Empty: always" />
        <TaxText path={`Taxes.${index}.To`} label="Charged until" type="date" hint="Empty: always" />
      </div>
      <OwnRates index={index} />
      <div className="console-actions">
        <button type="button" className="sf-button sf-button--secondary" onClick={onRemove}>
          Remove {title}
        </button>
      </div>
    </fieldset>
  );
}

export function TaxesFields() {
  const { register } = useFormContext<SettingsFormValues>();
  const { fields, append, remove } = useFieldArray<SettingsFormValues, 'Taxes'>({ name: 'Taxes' });
  return (
    <SettingsSection legend="Taxes and fees">
      <p className="console-muted">
        Guests see each one before they pay. A booking keeps the taxes it was sold with: a change here prices only what
        is sold from now on.
      </p>
      <fieldset className="settings-choices">
        <legend className="sf-field__label">How prices are shown</legend>
        <div className="settings-choices__options settings-choices__options--stacked">
          <div className="settings-check">
            <input id="settings-PricesShown-AllIn" type="radio" value="AllIn" {...register('PricesShown')} />
            <label htmlFor="settings-PricesShown-AllIn">Prices include every tax and fee</label>
          </div>
          <div className="settings-check">
            <input
              id="settings-PricesShown-BeforeTaxes"
              type="radio"
              value="BeforeTaxes"
              {...register('PricesShown')}
            />
            <label htmlFor="settings-PricesShown-BeforeTaxes">
              Fees included, taxes added beside the price (US, Canada)
            </label>
          </div>
        </div>
      </fieldset>
      {fields.length === 0 ? <p>No taxes or fees: prices are shown and charged as they are.</p> : null}
      {fields.map((field, index) => (
        <TaxFields
          key={field.id}
          index={index}
          title={field.Name.trim() || `New tax or fee ${index + 1}`}
          onRemove={() => remove(index)}
        />
      ))}
      <div className="console-actions">
        <button type="button" className="sf-button sf-button--secondary" onClick={() => append(newTax())}>
          Add a tax or fee
        </button>
      </div>
    </SettingsSection>
  );
}
