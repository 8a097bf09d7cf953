"use client";

import { Button } from "@/components/ui/button";
import { openCrispChat } from "@/lib/crisp";

/** Opens the Crisp chat (queued until Crisp's loader has run: its command queue replays it). */
export function ChatHelpButton() {
  return (
    <Button variant="text" onClick={openCrispChat}>
      Help
    </Button>
  );
}
