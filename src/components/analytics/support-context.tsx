"use client";

import { createContext, useContext, type ReactNode } from "react";

/** How readers get help: the Crisp chat when configured, else a contact address, else nothing. */
export type SupportConfig = { isChatEnabled: boolean; contactEmail: string | null };

const SupportContext = createContext<SupportConfig>({ isChatEnabled: false, contactEmail: null });

export function SupportProvider({ config, children }: { config: SupportConfig; children: ReactNode }) {
  return <SupportContext.Provider value={config}>{children}</SupportContext.Provider>;
}

export function useSupportConfig(): SupportConfig {
  return useContext(SupportContext);
}
