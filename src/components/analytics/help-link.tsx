"use client";

import { openCrispChat } from "@/lib/crisp";
import { useSupportConfig } from "./support-context";

/**
 * "Help" for the footer and the account menu: opens the Crisp chat when it is configured,
 * else mails CONTACT_EMAIL, else renders nothing. Config arrives from the root layout.
 */
export function HelpLink({ className }: { className?: string }) {
  const { isChatEnabled, contactEmail } = useSupportConfig();
  if (isChatEnabled) {
    return (
      <button type="button" className={className ?? "underline-offset-4 hover:underline"} onClick={openCrispChat}>
        Help
      </button>
    );
  }
  if (contactEmail) {
    return (
      <a className={className ?? "underline-offset-4 hover:underline"} href={`mailto:${contactEmail}`}>
        Help
      </a>
    );
  }
  return null;
}
