"use client";

import { useTheme } from "next-themes";
import { useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";

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
    <div role="group" aria-label="Theme" className="flex items-center rounded-lg border border-zinc-300 p-0.5 dark:border-zinc-700">
      {options.map((option) => {
        const isActive = isHydrated && theme === option.value;
        return (
          <Button
            key={option.value}
            variant={isActive ? "primary" : "ghost"}
            size="icon-sm"
            onClick={() => setTheme(option.value)}
            aria-pressed={isActive}
            title={`${option.label} theme`}
          >
            <span aria-hidden="true">{option.icon}</span>
            <span className="sr-only">{option.label}</span>
          </Button>
        );
      })}
    </div>
  );
}
