"use client";

import { useCallback, useSyncExternalStore } from "react";

export const bodyViews = ["write", "split", "preview"] as const;
export type BodyView = (typeof bodyViews)[number];

const storageKey = "groundwork:editor-view";
const changeEvent = "groundwork:editor-view";

function read(): BodyView {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return bodyViews.find((view) => view === stored) ?? "write";
  } catch {
    return "write";
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener(changeEvent, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** Writing, writing beside the preview, or the preview alone: the editor's choice, kept in this browser. */
export function useBodyView(): [BodyView, (view: BodyView) => void] {
  const view = useSyncExternalStore(subscribe, read, () => "write" as const);
  const setView = useCallback((next: BodyView) => {
    try {
      window.localStorage.setItem(storageKey, next);
    } catch {
      // Storage off: the choice lasts until the page closes.
    }
    window.dispatchEvent(new Event(changeEvent));
  }, []);
  return [view, setView];
}
