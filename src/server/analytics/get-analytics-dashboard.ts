import "server-only";
import type { DateRange } from "@/lib/analytics-range";
import { countNoSubscriptionSearches } from "./count-no-subscription-searches";
import { getOverview } from "./get-overview";
import { listCountries } from "./list-countries";
import { listDevicesAndBrowsers } from "./list-devices-and-browsers";
import { listFileDownloads } from "./list-file-downloads";
import { listNewAccounts } from "./list-new-accounts";
import { listNewSubscriptions } from "./list-new-subscriptions";
import { listOutboundClicks } from "./list-outbound-clicks";
import { listSearchesWithoutResults } from "./list-searches-without-results";
import { listTopPages } from "./list-top-pages";
import { listTopPosts } from "./list-top-posts";
import { listTopReferrers } from "./list-top-referrers";
import { listTopSearches } from "./list-top-searches";
import { listTopUtmSources } from "./list-top-utm-sources";

export type AnalyticsDashboard = Awaited<ReturnType<typeof getAnalyticsDashboard>>;

/** Everything /admin/analytics shows for one range; each part is its own tested query. */
export async function getAnalyticsDashboard({ range }: { range: DateRange }) {
  const options = { range };
  const [
    overview,
    topPosts,
    topPages,
    referrers,
    utmSources,
    devices,
    countries,
    outboundClicks,
    fileDownloads,
    topSearches,
    searchesWithoutResults,
    noSubscriptionSearches,
    newAccounts,
    newSubscriptions,
  ] = await Promise.all([
    getOverview(options),
    listTopPosts(options),
    listTopPages(options),
    listTopReferrers(options),
    listTopUtmSources(options),
    listDevicesAndBrowsers(options),
    listCountries(options),
    listOutboundClicks(options),
    listFileDownloads(options),
    listTopSearches(options),
    listSearchesWithoutResults(options),
    countNoSubscriptionSearches(options),
    listNewAccounts(options),
    listNewSubscriptions(options),
  ]);
  return {
    overview,
    topPosts,
    topPages,
    referrers,
    utmSources,
    devices,
    countries,
    outboundClicks,
    fileDownloads,
    topSearches,
    searchesWithoutResults,
    noSubscriptionSearches,
    newAccounts,
    newSubscriptions,
  };
}
