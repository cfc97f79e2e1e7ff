// A field's or a group of choices' error, under it; its id is what the control or fieldset
// names in aria-describedby.

export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  return message ? (
    <p id={id} className="sf-field__error">
      {message}
    </p>
  ) : null;
}
