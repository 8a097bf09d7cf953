"use client";

import { useEffect, useState, type ReactNode } from "react";
import { useSession } from "@/components/auth/session-provider";
import type { PostBodyAnswer } from "@/lib/post-body-answer";
import { PaywallCard, type CardPlan } from "./paywall-card";

type PaywalledBodyProps = {
  slug: string;
  postPath: string;
  plans: CardPlan[];
  /** The preview as the cached page renders it. */
  preview: ReactNode;
  /** The anonymous reader's card, as the cached page renders it. */
  card: ReactNode;
};

type BodyState = { kind: "page" } | { kind: "answered"; answer: PostBodyAnswer } | { kind: "failed" };

/** The answer of the private body endpoint, or null when it could not be had. */
async function askBody(slug: string): Promise<PostBodyAnswer | null> {
  try {
    const response = await fetch(`/api/posts/${encodeURIComponent(slug)}/body`, { cache: "no-store", credentials: "same-origin" });
    return response.ok ? ((await response.json()) as PostBodyAnswer) : null;
  } catch {
    return null;
  }
}

/**
 * A gated post's body. The cached page (the same bytes for everyone) holds the preview and the
 * anonymous card only; for a signed-in reader this island asks the private endpoint, which
 * decides on the server and answers the whole body or the card that fits them.
 */
export function PaywalledBody({ slug, postPath, plans, preview, card }: PaywalledBodyProps) {
  const { status } = useSession();
  const [state, setState] = useState<BodyState>({ kind: "page" });

  useEffect(() => {
    if (status !== "authenticated") return;
    let isCurrent = true;
    void askBody(slug).then((answer) => {
      if (isCurrent) setState(answer ? { kind: "answered", answer } : { kind: "failed" });
    });
    return () => {
      isCurrent = false;
    };
  }, [slug, status]);

  if (state.kind === "answered" && state.answer.isFull) {
    const { meter } = state.answer;
    return (
      <div data-testid="full-body">
        {meter ? (
          <p role="status" className="mt-10 rounded-md bg-emerald-50 p-3 text-sm dark:bg-emerald-950">
            You are reading {meter.used} of {meter.limit} free paid posts this month.
          </p>
        ) : null}
        <div className="post-body mt-10" dangerouslySetInnerHTML={{ __html: state.answer.html }} />
      </div>
    );
  }
  return (
    <>
      {preview}
      {state.kind === "page" && status === "authenticated" ? (
        <p aria-busy="true" className="mt-8 text-sm text-zinc-600 dark:text-zinc-400">
          Checking your access…
        </p>
      ) : state.kind === "answered" && !state.answer.isFull ? (
        <PaywallCard {...state.answer} postPath={postPath} plans={plans} />
      ) : state.kind === "failed" ? (
        <>
          <p role="alert" className="mt-8 text-sm">
            We could not check your access just now. Reload the page to try again.
          </p>
          {card}
        </>
      ) : (
        card
      )}
    </>
  );
}
