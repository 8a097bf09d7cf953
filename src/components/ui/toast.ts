import type { ExternalToast } from "sonner";

/**
 * sonner's `toast`, with sonner itself (and its Toaster) downloaded on the first toast shown:
 * most visits to a reading page show none, so the page does not load it
 * (`<LazyToaster>` in the providers mounts the Toaster once this has loaded it).
 */
type Sonner = typeof import("sonner");
type Message = Parameters<Sonner["toast"]["success"]>[0];

let sonner: Promise<Sonner> | undefined;
const onLoaded = new Set<(module: Sonner) => void>();

export function loadSonner(): Promise<Sonner> {
  sonner ??= import("sonner").then((module) => {
    // The Toaster first: it takes the toasts already made when it mounts.
    for (const listener of onLoaded) listener(module);
    return module;
  });
  return sonner;
}

/** Calls `listener` once sonner has loaded (now, if it has). Returns the unsubscribe. */
export function whenSonnerLoads(listener: (module: Sonner) => void): () => void {
  onLoaded.add(listener);
  if (sonner) void sonner.then(listener);
  return () => onLoaded.delete(listener);
}

export const toast = {
  success(message: Message, options?: ExternalToast): void {
    void loadSonner().then((module) => module.toast.success(message, options));
  },
  error(message: Message, options?: ExternalToast): void {
    void loadSonner().then((module) => module.toast.error(message, options));
  },
};
