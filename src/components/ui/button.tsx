import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Slot } from "@radix-ui/react-slot";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button-variants";
import { Spinner } from "./spinner";

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** While true: disabled, `aria-busy`, a spinner before the label (or `loadingLabel` in its place). */
  isLoading?: boolean;
  /** What the button says while loading ("Saving…"); the label stays when absent. */
  loadingLabel?: ReactNode;
  /** Renders its one child (a link) with the button's classes instead of a <button>. */
  asChild?: boolean;
  ref?: React.Ref<HTMLButtonElement>;
};

/**
 * The button every screen uses. `type` is "button" unless said otherwise, so a button in a form
 * submits it only when it is `type="submit"`. A server component: no script of its own.
 */
export function Button({
  variant,
  size,
  isLoading = false,
  loadingLabel,
  asChild = false,
  className,
  type = "button",
  disabled,
  children,
  ...rest
}: Props) {
  const classes = buttonClasses({ variant, size, className });
  if (asChild) {
    return (
      <Slot className={classes} {...rest}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      data-loading={isLoading || undefined}
      {...rest}
    >
      {isLoading ? <Spinner /> : null}
      {isLoading && loadingLabel ? loadingLabel : children}
    </button>
  );
}
