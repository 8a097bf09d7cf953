import type { ComponentProps, ReactNode } from "react";
import { Field } from "./field";
import { Input } from "./input";

type Props = Omit<ComponentProps<typeof Input>, "id"> & {
  label: ReactNode;
  name: string;
  /** Defaults to `field-<name>`: give one when the same name appears twice on a page. */
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  fieldClassName?: string;
};

/** The common case of `<Field>`: a labelled `<Input>` with its hint and inline error. */
export function TextField({ label, name, id, hint, error, fieldClassName, ...rest }: Props) {
  return (
    <Field id={id ?? `field-${name}`} label={label} hint={hint} error={error} className={fieldClassName}>
      {(control) => <Input name={name} {...control} {...rest} />}
    </Field>
  );
}
