import { answerUnknownSearchRoute } from "@/server/http/search-credentials";

// Every other path under /1/ answers in Algolia's error shape, as Algolia does: a client never parses an HTML page.
export {
  answerUnknownSearchRoute as GET,
  answerUnknownSearchRoute as POST,
  answerUnknownSearchRoute as PUT,
  answerUnknownSearchRoute as DELETE,
  answerUnknownSearchRoute as PATCH,
};
