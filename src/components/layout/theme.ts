/**
 * The reader's theme: light (the default), dark, or the system's, stored in this browser under
 * localStorage `theme` and drawn as the class `light` or `dark` on <html> (globals.css's `dark:`
 * variant and `color-scheme` follow it). `themeScript` applies it before the page paints (inline in
 * the server's HTML, so no flash of the wrong theme); the theme switch reads and changes it here.
 * In place of next-themes' provider, whose 1.5 kB gzip was in every page's first scripts.
 */
export type ThemeChoice = "light" | "dark" | "system";

const storageKey = "theme";
const darkQuery = "(prefers-color-scheme: dark)";

/** Runs in <head> before the body is drawn; the same rule as `apply` below. */
export const themeScript = `try{var t=localStorage.getItem("${storageKey}"),d=t==="dark"||(t==="system"&&matchMedia("${darkQuery}").matches),e=document.documentElement;e.classList.remove("light","dark");e.classList.add(d?"dark":"light");e.style.colorScheme=d?"dark":"light"}catch(e){}`;

const listeners = new Set<() => void>();

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(storageKey);
    return stored === "dark" || stored === "system" ? stored : "light";
  } catch {
    return "light";
  }
}

function apply(choice: ThemeChoice): void {
  const isDark = choice === "dark" || (choice === "system" && matchMedia(darkQuery).matches);
  // No transitions while the colours change at once (they would animate every surface).
  const pause = document.createElement("style");
  pause.textContent = "*,*::before,*::after{transition:none!important}";
  document.head.appendChild(pause);
  const root = document.documentElement;
  root.classList.remove("light", "dark");
  root.classList.add(isDark ? "dark" : "light");
  root.style.colorScheme = isDark ? "dark" : "light";
  getComputedStyle(document.body);
  setTimeout(() => pause.remove(), 1);
}

export function setThemeChoice(choice: ThemeChoice): void {
  try {
    localStorage.setItem(storageKey, choice);
  } catch {
    // Storage refused (private browsing): the choice holds for this page.
  }
  apply(choice);
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: another tab's choice, and the system's change while on "system". */
export function subscribeToTheme(onChange: () => void): () => void {
  const onExternal = () => {
    apply(readThemeChoice());
    onChange();
  };
  const onSystem = () => {
    if (readThemeChoice() === "system") apply("system");
  };
  const system = matchMedia(darkQuery);
  listeners.add(onChange);
  window.addEventListener("storage", onExternal);
  system.addEventListener("change", onSystem);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", onExternal);
    system.removeEventListener("change", onSystem);
  };
}
