import type { ButtonHTMLAttributes, ReactNode } from "react";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button-variants";
import { Spinner } from "./spinner";

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** While true: disabled, `aria-busy`, a spinner before the label (or `loadingLabel` in its place). */
  isLoading?: boolean;
  /** What the button says while loading ("Saving…"); the label stays when absent. */
  loadingLabel?: ReactNode;
  ref?: React.Ref<HTMLButtonElement>;
};

/**
 * The button every screen uses. `type` is "button" unless said otherwise, so a button in a form
 * submits it only when it is `type="submit"`. No script of its own and no library: a client
 * component that renders it (a reading page's share row) ships only its class strings. A link
 * that looks like a button is a link with `buttonClasses()`, never a Button.
 */
export function Button({ variant, size, isLoading = false, loadingLabel, className, type = "button", disabled, children, ...rest }: Props) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, className })}
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
