import type { SearchHit, SearchRequest } from "./engine";
import { highlightText } from "./highlight/highlight-text";
import type { QueryTerm } from "./highlight/match-query-terms";
import { snippetText } from "./highlight/snippet-text";
import type { SearchRow } from "./search-statement-sql";

/** A row of the search statement as a hit, highlighted and snippeted. `body`: the text a reader sees of the post, when the request snippets it. */
export function toSearchHit(
  row: SearchRow & { id: string },
  terms: QueryTerm[],
  request: SearchRequest,
  body: string | undefined,
): SearchHit {
  const { highlightPreTag: pre, highlightPostTag: post, snippetEllipsisText: ellipsis } = request;
  const authorName = row.author_name ?? row.author_handle;
  const snippet: SearchHit["snippet"] = {};
  const words = request.snippetWords;
  if (words.body) snippet.body = snippetText(body ?? "", terms, words.body, pre, post, ellipsis);
  if (words.excerpt) snippet.excerpt = snippetText(row.excerpt, terms, words.excerpt, pre, post, ellipsis);
  if (words.title) snippet.title = snippetText(row.title, terms, words.title, pre, post, ellipsis);
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    tags: row.hit_tags,
    authorHandle: row.author_handle,
    authorName,
    publishedAt: new Date(row.published_at),
    readingMinutes: row.reading_minutes,
    highlight: {
      title: highlightText(row.title, terms, pre, post),
      excerpt: highlightText(row.excerpt, terms, pre, post),
      tags: row.hit_tags.map((tag) => highlightText(tag, terms, pre, post)),
      author: highlightText(row.author_handle, terms, pre, post),
      authorName: highlightText(authorName, terms, pre, post),
    },
    snippet,
    exact: row.exact,
  };
}
