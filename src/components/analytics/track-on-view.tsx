"use client";

import { useEffect } from "react";
import { trackEvent, type EventProps } from "@/lib/analytics";

/** Drop-in for server pages: sends one event when rendered, e.g. `<TrackOnView name="Pricing: View" />`. */
export function TrackOnView({ name, props }: { name: string; props?: EventProps }) {
  const serializedProps = JSON.stringify(props ?? {});
  useEffect(() => {
    trackEvent(name, JSON.parse(serializedProps) as EventProps);
  }, [name, serializedProps]);
  return null;
}
