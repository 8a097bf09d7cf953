import type { SelectHTMLAttributes } from "react";
import { cn } from "./cn";
import { controlClasses } from "./control-classes";

type Props = SelectHTMLAttributes<HTMLSelectElement> & { ref?: React.Ref<HTMLSelectElement> };

/**
 * A choice from a short list: the browser's own <select>, styled. It works in a plain form
 * without script, the platform gives it keyboard and screen reader behaviour (on phones, the
 * system picker), and it costs a page no JavaScript, which a Radix Select would.
 */
export function Select({ className, ...rest }: Props) {
  return <select className={cn(controlClasses, "pr-8", className)} {...rest} />;
}
