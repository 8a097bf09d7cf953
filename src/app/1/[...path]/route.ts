import { answerSearchRoute } from "@/server/http/search-route";

// The whole search protocol under /1/, for `next dev` and wherever the Node.js fast path is not
// installed (`next start` answers /1/ before Next.js routes: serve-search-request.ts). Both go
// through answer-search-request.ts, which routes /1/ itself: POST /1/indexes/*/queries,
// /1/indexes/{index}/query and /1/indexes/{index}/facets/{facet}/query; every other path or
// method answers in Algolia's error shape, as Algolia does: a client never parses an HTML page.
export {
  answerSearchRoute as GET,
  answerSearchRoute as POST,
  answerSearchRoute as PUT,
  answerSearchRoute as DELETE,
  answerSearchRoute as PATCH,
};
