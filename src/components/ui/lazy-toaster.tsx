"use client";

import { useEffect, useState, type ComponentProps } from "react";
import type { Toaster } from "sonner";
import { whenSonnerLoads } from "./toast";

/** sonner's Toaster, mounted once the first toast has loaded sonner (see ./toast.ts). */
export function LazyToaster(props: ComponentProps<typeof Toaster>) {
  const [LoadedToaster, setLoadedToaster] = useState<typeof Toaster | null>(null);
  useEffect(() => whenSonnerLoads((module) => setLoadedToaster(() => module.Toaster)), []);
  return LoadedToaster ? <LoadedToaster {...props} /> : null;
}
