"use client";

import * as Popover from "@radix-ui/react-popover";
import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "./cn";
import { controlClasses } from "./control-classes";

export type ComboboxOption = { value: string; label: ReactNode };

type Props = {
  id?: string;
  /** What is typed. */
  inputValue: string;
  onInputChange: (text: string) => void;
  /** The suggestions for what is typed (the owner filters them); Enter picks the highlighted one. */
  options: ComboboxOption[];
  onSelect: (value: string) => void;
  placeholder?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  className?: string;
};

/**
 * A text box that suggests as you type (the WAI-ARIA combobox pattern with a listbox popup):
 * focus stays in the box, arrow keys move the highlight (`aria-activedescendant`), Enter picks,
 * Escape closes. Radix Popover places the list and closes it on a press outside; the list is
 * open while there is something typed and something to suggest. No portal: the list is rendered
 * right after the box, inside the form and its landmark (a portal put it at the end of the body,
 * outside every landmark); Radix positions it fixed, so no ancestor's overflow clips it.
 */
export function Combobox({ id: givenId, inputValue, onInputChange, options, onSelect, placeholder, className, ...aria }: Props) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const listId = `${id}-options`;
  const [active, setActive] = useState(0);
  const [isDismissed, setIsDismissed] = useState(false);
  const isOpen = !isDismissed && inputValue.trim() !== "" && options.length > 0;
  const activeIndex = Math.min(active, options.length - 1);

  const pick = (index: number) => {
    const option = options[index];
    if (!option) return;
    onSelect(option.value);
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setIsDismissed(false);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((activeIndex + step + options.length) % Math.max(options.length, 1));
    } else if (event.key === "Enter" && isOpen) {
      event.preventDefault();
      pick(activeIndex);
    } else if (event.key === "Escape" && isOpen) {
      event.preventDefault();
      setIsDismissed(true);
    }
  };

  return (
    <Popover.Root open={isOpen} onOpenChange={(open) => setIsDismissed(!open)}>
      <Popover.Anchor asChild>
        <input
          type="text"
          id={id}
          role="combobox"
          aria-expanded={isOpen}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={isOpen ? `${listId}-${activeIndex}` : undefined}
          autoComplete="off"
          value={inputValue}
          placeholder={placeholder}
          onChange={(event) => {
            onInputChange(event.target.value);
            setActive(0);
            setIsDismissed(false);
          }}
          onKeyDown={onKeyDown}
          className={cn(controlClasses, className)}
          {...aria}
        />
      </Popover.Anchor>
      <Popover.Content
        // The popup is the listbox inside, not a dialog (Radix's default role for a popover).
        role="presentation"
        align="start"
        sideOffset={4}
        // Focus stays in the text box: the list is pointed at, never focused.
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        onInteractOutside={(event) => {
          if (event.target instanceof Node && document.getElementById(id)?.contains(event.target)) event.preventDefault();
        }}
        className="z-50 w-(--radix-popover-trigger-width) min-w-48 rounded-md border border-zinc-200 bg-white p-1 text-sm text-zinc-900 shadow-lg dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
      >
        <ul id={listId} role="listbox" aria-label="Suggestions">
          {options.map((option, index) => (
            <li
              key={option.value}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              // mousedown, not click: the text box keeps focus.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(index);
              }}
              onMouseMove={() => setActive(index)}
              className="cursor-default rounded px-3 py-1.5 aria-selected:bg-zinc-100 dark:aria-selected:bg-zinc-800"
            >
              {option.label}
            </li>
          ))}
        </ul>
      </Popover.Content>
    </Popover.Root>
  );
}
