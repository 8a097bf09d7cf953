"use client";

import { useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { readThemeChoice, setThemeChoice, subscribeToTheme } from "./theme";

const options = [
  { value: "light", label: "Light", icon: "☀" },
  { value: "dark", label: "Dark", icon: "☾" },
  { value: "system", label: "System", icon: "◐" },
] as const;

/**
 * Light / dark / system (theme.ts). The server cannot know the stored choice, so until hydration
 * no option is shown as pressed.
 */
export function ThemeSwitch() {
  const theme = useSyncExternalStore(subscribeToTheme, readThemeChoice, () => null);
  return (
    <div role="group" aria-label="Theme" className="flex items-center rounded-lg border border-zinc-300 p-0.5 dark:border-zinc-700">
      {options.map((option) => {
        const isActive = theme === option.value;
        return (
          <Button
            key={option.value}
            variant={isActive ? "primary" : "ghost"}
            size="icon-sm"
            onClick={() => setThemeChoice(option.value)}
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
