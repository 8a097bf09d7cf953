import { getEntitlements } from "@/server/billing/get-entitlements";
import { getMailPreferences } from "@/server/newsletter/mail-preferences";
import { listSavedSearches } from "@/server/newsletter/saved-searches";
import { EmailPreferencesForm } from "./email-preferences-form";
import { SavedSearchList } from "./saved-search-list";

/** The account page's email sections: what the member receives, and their saved searches. */
export async function AccountNewsletter({ userId }: { userId: string }) {
  const [preferences, searches, entitlements] = await Promise.all([
    getMailPreferences(userId),
    listSavedSearches(userId),
    getEntitlements(userId),
  ]);
  return (
    <>
      <EmailPreferencesForm newPosts={preferences.newPosts} isBouncing={preferences.isBouncing} />
      <SavedSearchList
        canSearch={entitlements.canSearch}
        searches={searches.map(({ id, name, query, tags, authors, frequency }) => ({ id, name, query, tags, authors, frequency }))}
      />
    </>
  );
}
