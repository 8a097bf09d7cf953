import { getSession } from "@/server/auth/session";
import { SearchDialog } from "./search-dialog";

/**
 * The header's search entry and Ctrl-K / Cmd-K dialog — for signed-in people only: an
 * anonymous visitor gets no search box and no search client at all.
 */
export async function HeaderSearch() {
  const session = await getSession();
  if (!session) return null;
  return <SearchDialog canSearch={session.canSearch} />;
}
