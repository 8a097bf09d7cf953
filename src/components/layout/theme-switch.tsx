"use client";

import { useTheme } from "next-themes";
import { useSyncExternalStore } from "react";

const options = [
  { value: "light", label: "Light", icon: "☀" },
  { value: "dark", label: "Dark", icon: "☾" },
  { value: "system", label: "System", icon: "◐" },
] as const;

const subscribe = () => () => {};

/**
 * Light / dark / system, stored by next-themes under localStorage `theme`. Until hydration
 * the server cannot know the stored choice, so no option is shown as pressed.
 */
export function ThemeSwitch() {
  const { theme, setTheme } = useTheme();
  const isHydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return (
    <div role="group" aria-label="Theme" className="flex items-center rounded-full border border-zinc-300 p-0.5 dark:border-zinc-700">
      {options.map((option) => {
        const isActive = isHydrated && theme === option.value;
        return (
          <button
            key={option.value}
            type="button"
            onClick={() => setTheme(option.value)}
            aria-pressed={isActive}
            title={`${option.label} theme`}
            className={`flex h-7 min-w-7 items-center justify-center rounded-full px-1.5 text-sm ${
              isActive
                ? "bg-zinc-900 text-white dark:bg-zinc-100 dark:text-zinc-900"
                : "text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
            }`}
          >
            <span aria-hidden="true">{option.icon}</span>
            <span className="sr-only">{option.label}</span>
          </button>
        );
      })}
    </div>
  );
}
