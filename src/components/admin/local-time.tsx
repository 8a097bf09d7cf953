"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** A date in the viewer's own time zone; UTC during server rendering. */
export function LocalTime({ iso, fallback = "—" }: { iso: string | null; fallback?: string }) {
  const isClient = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  if (!iso) return <>{fallback}</>;
  const date = new Date(iso);
  const text = isClient
    ? date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })
    : `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  return <time dateTime={iso}>{text}</time>;
}
