import { ChatHelpButton } from "./chat-help-button";

/** How readers get help: the Crisp chat when configured, else a contact address, else nothing. */
export type SupportConfig = { isChatEnabled: boolean; contactEmail: string | null };

/**
 * "Help" for the footer: opens the Crisp chat when it is configured, else mails CONTACT_EMAIL,
 * else renders nothing. Config arrives from the root layout; the mail link is plain HTML.
 */
export function HelpLink({ support, className }: { support: SupportConfig; className?: string }) {
  if (support.isChatEnabled) return <ChatHelpButton />;
  if (support.contactEmail) {
    return (
      <a className={className} href={`mailto:${support.contactEmail}`}>
        Help
      </a>
    );
  }
  return null;
}
