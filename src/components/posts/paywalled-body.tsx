"use client";

import { lazy, Suspense, useSyncExternalStore, type ReactNode } from "react";
import { useSession } from "@/components/auth/session-provider";
import { giftQueryParam } from "@/lib/gift-link";
import type { CardPlan } from "./paywall-card";

// What a signed-in reader or a gift link's holder gets: asked of the private endpoint, in a chunk
// of its own (with the card's client copy), so a visitor's post page carries none of it.
const PaywalledAnswer = lazy(() => import("./paywalled-answer").then((module) => ({ default: module.PaywalledAnswer })));

type PaywalledBodyProps = {
  slug: string;
  postPath: string;
  plans: CardPlan[];
  includes: string[];
  /** The preview as the cached page renders it. */
  preview: ReactNode;
  /** The anonymous reader's card, as the cached page renders it. */
  card: ReactNode;
};

/** The gift token of the page's own address (`?gift=`), read in the browser: the cached page is the same for everyone. */
function pageGiftToken(): string | null {
  return new URLSearchParams(window.location.search).get(giftQueryParam);
}
/** Not known while rendering on the server or hydrating (undefined); the address does not change under the island. */
const noGiftYet = () => undefined;
const subscribeToNothing = () => () => {};

function CheckingAccess() {
  return (
    <p aria-busy="true" className="mt-8 text-sm text-zinc-600 dark:text-zinc-400">
      Checking your access…
    </p>
  );
}

/**
 * A gated post's body. The cached page (the same bytes for everyone) holds the preview and the
 * anonymous card only; for a signed-in reader, or anyone who came by a gift link, the answer
 * part asks the private endpoint, which decides on the server and answers the whole body or the
 * card that fits them.
 */
export function PaywalledBody({ slug, postPath, plans, includes, preview, card }: PaywalledBodyProps) {
  const { status } = useSession();
  const gift = useSyncExternalStore(subscribeToNothing, pageGiftToken, noGiftYet);
  const shouldAsk = gift !== undefined && status !== "loading" && (gift !== null || status === "authenticated");
  if (shouldAsk) {
    return (
      <Suspense
        fallback={
          <>
            {preview}
            <CheckingAccess />
          </>
        }
      >
        <PaywalledAnswer slug={slug} gift={gift} postPath={postPath} plans={plans} includes={includes} preview={preview} card={card} />
      </Suspense>
    );
  }
  return (
    <>
      {preview}
      {status === "loading" && gift ? <CheckingAccess /> : card}
    </>
  );
}
