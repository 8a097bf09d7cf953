import type { InputHTMLAttributes } from "react";
import { cn } from "./cn";
import { controlClasses } from "./control-classes";

type Props = InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };

/** A text input (any `type` but checkbox and radio, which are `<Checkbox>`). Label it with `<Field>`. */
export function Input({ className, type = "text", ...rest }: Props) {
  return <input type={type} className={cn(controlClasses, className)} {...rest} />;
}
