import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { SearchPage } from "@/components/search/search-page";
import { getSession } from "@/server/auth/session";
import { signInRedirectPath } from "@/lib/auth-gate";
import { listFacetLabels } from "@/server/search/list-facet-labels";

export const metadata: Metadata = { title: "Search" };

/** Subscriber search. Signed-in people only: anonymous visitors are sent to sign in. */
export default async function SearchRoute() {
  await connection();
  const session = await getSession();
  if (!session) redirect(signInRedirectPath("/search"));
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold">Search</h1>
      <SearchPage canSearch={session.canSearch} labels={session.canSearch ? await listFacetLabels() : { tags: {}, author: {} }} />
    </main>
  );
}
