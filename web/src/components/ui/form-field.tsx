import type { InputHTMLAttributes, ReactNode } from 'react';

interface FieldProps {
  /** The control's id, which the label points at. */
  id: string;
  label: string;
  /** A short hint under the control, announced with it (aria-describedby on the control). */
  help?: string;
  /** The control; give it `id` and, with `help`, `aria-describedby={helpIdOf(id)}`. */
  children: ReactNode;
}

/** The id of a field's help text. */
export const helpIdOf = (id: string) => `${id}-help`;

/** A labelled form control with an optional hint: the one layout of every form field. */
export function Field({ id, label, help, children }: FieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {help ? <small id={helpIdOf(id)}>{help}</small> : null}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> & {
  id: string;
  label: string;
  help?: string;
  value: string;
  onValueChange: (value: string) => void;
};

/** A labelled text input (email, password, ...) whose value the caller holds. */
export function TextField({ id, label, help, onValueChange, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} help={help}>
      <input id={id} aria-describedby={help ? helpIdOf(id) : undefined} onChange={(e) => onValueChange(e.target.value)} {...input} />
    </Field>
  );
}

/** A form's error message, read out as soon as it shows (role alert); nothing when there is none. */
export function FormError({ message, id, testId }: { message: string | null; id?: string; testId: string }) {
  if (!message) return null;
  return (
    <p id={id} className="form__error" role="alert" data-testid={testId}>
      {message}
    </p>
  );
}
