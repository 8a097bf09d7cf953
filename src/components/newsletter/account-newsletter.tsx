import type { MailPreferences } from "@/server/newsletter/mail-preferences";
import type { SavedSearchView } from "@/server/saved-searches/saved-search-view";
import { EmailPreferencesForm } from "./email-preferences-form";
import { SavedSearchList } from "./saved-search-list";

/** The account page's email sections: what the member receives, and their saved searches. */
export function AccountNewsletter({
  preferences,
  searches,
  canSearch,
}: {
  preferences: MailPreferences;
  searches: SavedSearchView[];
  canSearch: boolean;
}) {
  return (
    <>
      <EmailPreferencesForm newPosts={preferences.newPosts} isBouncing={preferences.isBouncing} />
      <SavedSearchList
        canSearch={canSearch}
        searches={searches.map(({ id, name, query, tags, authors, frequency }) => ({ id, name, query, tags, authors, frequency }))}
      />
    </>
  );
}
