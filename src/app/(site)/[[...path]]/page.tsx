import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { parsePagePath } from "@/lib/parse-page-param";
import { NotFoundView } from "@/components/errors/not-found-view";
import { AdminForbidden } from "@/components/admin/admin-forbidden";
import { HomeView, homeMetadata } from "./home-view";
import { PricingView, pricingMetadata } from "./pricing-view";
import { TopicsView, topicsMetadata } from "./topics-view";

/**
 * Home (`/`, `/page/N`), the topics index (`/tags`) and the plans (`/pricing`) under one optional catch-all, so that
 * they are rendered on the first request at run time and then served from the route cache
 * (a static route would be prerendered by `next build`, which has no database). Every other
 * path that no route claims lands here too and answers 404.
 *
 * `/_gw/not-found` and `/_gw/forbidden` are the 404 and 403 pages as ordinary pages, which the
 * server sends in place of Next.js's empty error document (src/server/http/error-pages.ts); only
 * the server itself reaches them.
 */
type Props = { params: Promise<{ path?: string[] }> };
type View =
  { kind: "home"; page: number } | { kind: "topics" } | { kind: "pricing" } | { kind: "not-found" } | { kind: "forbidden" } | null;

/** Caps the life of a cached 404 here (no read of its own sets one). */
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

function viewOf(path: string[] | undefined): View {
  if (path?.length === 1 && path[0] === "tags") return { kind: "topics" };
  if (path?.length === 1 && path[0] === "pricing") return { kind: "pricing" };
  if (path?.length === 2 && path[0] === "_gw" && path[1] === "not-found") return { kind: "not-found" };
  if (path?.length === 2 && path[0] === "_gw" && path[1] === "forbidden") return { kind: "forbidden" };
  const page = parsePagePath(path);
  return page === null ? null : { kind: "home", page };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const view = viewOf((await params).path);
  if (view?.kind === "topics") return topicsMetadata();
  if (view?.kind === "pricing") return pricingMetadata;
  if (view?.kind === "home") return homeMetadata(view.page);
  if (view?.kind === "forbidden") return { title: "For editors", robots: { index: false } };
  return { title: "Page not found", robots: { index: false } };
}

export default async function Page({ params }: Props) {
  const view = viewOf((await params).path);
  if (view === null) notFound();
  if (view.kind === "topics") return <TopicsView />;
  if (view.kind === "pricing") return <PricingView />;
  if (view.kind === "not-found") return <NotFoundView />;
  if (view.kind === "forbidden") return <AdminForbidden />;
  return <HomeView page={view.page} />;
}
