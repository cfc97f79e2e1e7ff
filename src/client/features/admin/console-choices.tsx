import { get, useFormContext, useFormState, type FieldValues, type Path } from 'react-hook-form';
import { FieldError } from '../../ui/field-error';

// A list field of the console ticked from a set (an API key's scopes, the events a webhook is
// sent): each choice a large tick with its words and, below them, the code the API uses for it.

export interface ConsoleChoicesProps<Values extends FieldValues> {
  /** The form's field holding the ticked values. */
  name: Path<Values>;
  legend: string;
  choices: readonly { value: string; label: string }[];
  /** The id of the error under the choices. */
  errorId: string;
}

export function ConsoleChoices<Values extends FieldValues>({
  name,
  legend,
  choices,
  errorId,
}: ConsoleChoicesProps<Values>) {
  const { register, control } = useFormContext<Values>();
  const { errors } = useFormState({ control, name });
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  return (
    <fieldset className="console-choices" aria-describedby={error ? errorId : undefined}>
      <legend className="sf-field__label">{legend}</legend>
      {choices.map(({ value, label }) => (
        <label key={value} className="console-choice">
          <input type="checkbox" value={value} {...register(name)} />
          <span>
            {label}
            <span className="console-choice__code">{value}</span>
          </span>
        </label>
      ))}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
