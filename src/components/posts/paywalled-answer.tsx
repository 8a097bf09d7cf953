"use client";

import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { giftQueryParam } from "@/lib/gift-link";
import type { PostBodyAnswer } from "@/lib/post-body-answer";
import { PaywallCard, type CardPlan } from "./paywall-card";

// Only subscribers and editors see it: its code (and its server action) loads when shown.
const GiftLinkButton = lazy(() => import("@/components/access/gift-link-button").then((module) => ({ default: module.GiftLinkButton })));

type BodyState = { kind: "asking" } | { kind: "answered"; answer: PostBodyAnswer } | { kind: "failed" };

/** The answer of the private body endpoint, or null when it could not be had. */
async function askBody(slug: string, gift: string | null): Promise<PostBodyAnswer | null> {
  const query = gift === null ? "" : `?${new URLSearchParams({ [giftQueryParam]: gift })}`;
  try {
    const response = await fetch(`/api/posts/${encodeURIComponent(slug)}/body${query}`, { cache: "no-store", credentials: "same-origin" });
    return response.ok ? ((await response.json()) as PostBodyAnswer) : null;
  } catch {
    return null;
  }
}

type Props = {
  slug: string;
  gift: string | null;
  postPath: string;
  plans: CardPlan[];
  includes: string[];
  preview: ReactNode;
  card: ReactNode;
};

/**
 * A gated post's body for a signed-in reader or a gift link's holder (PaywalledBody shows it):
 * the whole body, or the card that fits them. A subscriber or editor reading a paid post is
 * offered "Gift this post".
 */
export function PaywalledAnswer({ slug, gift, postPath, plans, includes, preview, card }: Props) {
  const [state, setState] = useState<BodyState>({ kind: "asking" });

  useEffect(() => {
    let isCurrent = true;
    void askBody(slug, gift).then((answer) => {
      if (isCurrent) setState(answer ? { kind: "answered", answer } : { kind: "failed" });
    });
    return () => {
      isCurrent = false;
    };
  }, [slug, gift]);

  if (state.kind === "answered" && state.answer.isFull) {
    const { meter, isGift, canGift, postId } = state.answer;
    return (
      <div data-testid="full-body">
        {meter ? (
          <p role="status" className="mt-10 rounded-md bg-emerald-50 p-3 text-sm dark:bg-emerald-950">
            You are reading {meter.used} of {meter.limit} free paid posts this month.
          </p>
        ) : null}
        {isGift ? (
          <p role="status" className="mt-10 rounded-md bg-emerald-50 p-3 text-sm dark:bg-emerald-950" data-testid="gift-notice">
            A subscriber gave you this post: you are reading it in full through their gift link.
          </p>
        ) : null}
        <div className="post-body mt-10" dangerouslySetInnerHTML={{ __html: state.answer.html }} />
        {canGift ? (
          <div className="mt-10 border-t border-zinc-200 pt-6 dark:border-zinc-800">
            <Suspense fallback={null}>
              <GiftLinkButton postId={postId} />
            </Suspense>
          </div>
        ) : null}
      </div>
    );
  }
  return (
    <>
      {preview}
      {state.kind === "asking" ? (
        <p aria-busy="true" className="mt-8 text-sm text-zinc-600 dark:text-zinc-400">
          Checking your access…
        </p>
      ) : state.kind === "answered" && !state.answer.isFull ? (
        <PaywallCard {...state.answer} postPath={postPath} plans={plans} includes={includes} />
      ) : state.kind === "failed" ? (
        <>
          <p role="alert" className="mt-8 text-sm">
            We could not check your access just now. Reload the page to try again.
          </p>
          {card}
        </>
      ) : null}
    </>
  );
}
