import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { passwordHint } from '../../domain/password';
import { FormField, type FieldLook } from './form-field';
import { PasswordInput } from './password-input';

// A new password and its confirmation, wherever one is chosen: registering, changing or
// resetting a guest's password, creating an account at checkout, a staff member's first
// password. Two fields of the form around it (react-hook-form's FormProvider), the first with
// the password rule as its hint; the confirmation's label follows the first's ("Password",
// "Confirm password"; "New password", "Confirm new password").

export interface NewPasswordFieldsProps<Values extends FieldValues> {
  /** The form's fields for the password and its confirmation. */
  names: { password: Path<Values>; confirm: Path<Values> };
  /** The controls' ids are `${idPrefix}-${name}`. */
  idPrefix: string;
  label?: 'Password' | 'New password';
  look?: FieldLook;
  /** Keep the password rule in view under an error (the account and console forms). */
  hintStays?: boolean;
  /** A Show button in each field (the guest's account forms). */
  revealable?: boolean;
}

export function NewPasswordFields<Values extends FieldValues>({
  names,
  idPrefix,
  label = 'New password',
  look,
  hintStays = false,
  revealable = false,
}: NewPasswordFieldsProps<Values>) {
  const { register } = useFormContext<Values>();
  const fields = [
    { name: names.password, label, hint: passwordHint },
    { name: names.confirm, label: `Confirm ${label.toLowerCase()}`, hint: undefined },
  ];
  return fields.map((field) => (
    <FormField<Values>
      key={field.name}
      name={field.name}
      idPrefix={idPrefix}
      look={look}
      label={field.label}
      hint={field.hint}
      hintStays={hintStays}
    >
      {(control) => (
        <PasswordInput
          {...control}
          label={field.label}
          revealable={revealable}
          autoComplete="new-password"
          {...register(field.name)}
        />
      )}
    </FormField>
  ));
}
