import type { TextareaHTMLAttributes } from "react";
import { cn } from "./cn";
import { controlClasses } from "./control-classes";

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: React.Ref<HTMLTextAreaElement> };

/** A multi-line text box. Label it with `<Field>`. */
export function Textarea({ className, ...rest }: Props) {
  return <textarea className={cn(controlClasses, className)} {...rest} />;
}
