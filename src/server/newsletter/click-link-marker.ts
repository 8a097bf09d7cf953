import { escapeHtml } from "@/lib/escape-html";
import { clickPathPrefix, createClickToken } from "./click-token";

/**
 * A stored newsletter holds each tracked link as `<site>/l/%%GROUNDWORK_CLICK_<link id>%%`, the
 * same for every recipient; at send time the marker becomes that recipient's signed token
 * (click-token.ts), as the unsubscribe marker becomes their unsubscribe link (mail-layout.ts).
 */
const markerPattern = /%%GROUNDWORK_CLICK_(\d+)%%/g;

export function clickLinkAddress(siteUrl: string, linkId: number): string {
  return new URL(`${clickPathPrefix}%%GROUNDWORK_CLICK_${linkId}%%`, siteUrl).toString().replaceAll("%25", "%");
}

export function hasClickLinks(rendered: string): boolean {
  return rendered.includes("%%GROUNDWORK_CLICK_");
}

/** The recipient's copy: each marker replaced by the token of that link and this delivery. */
export function fillClickLinks(rendered: string, deliveryId: number, isHtml: boolean): string {
  return rendered.replace(markerPattern, (_marker, linkId: string) => {
    const token = createClickToken({ linkId: Number(linkId), deliveryId });
    return isHtml ? escapeHtml(token) : token;
  });
}
