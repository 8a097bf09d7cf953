import { z } from "zod";

/**
 * The zod schema of Algolia's search parameters, as the algoliasearch v5 client and
 * InstantSearch send them (JSON values) or v4 did (a `params` query string, so every value may
 * arrive as text: `page: "1"` is accepted as Algolia accepts it). Each message names the
 * parameter, as Algolia's do. Unknown parameters are accepted and ignored, as Algolia ignores them.
 */

/** Algolia's own limit on the query is 512 bytes. */
export const maxQueryLength = 512;
/** Algolia's limit on hitsPerPage. */
export const maxHitsPerPage = 1000;
export const maxSnippetWords = 100;
export const maxFilterLength = 4096;
/** Algolia's advancedSyntaxFeatures; both are on when advancedSyntax is, unless the list says otherwise. */
export const advancedSyntaxFeatures = ["exactPhrase", "excludeWords"] as const;

const numericText = (value: unknown) => (typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value);
const booleanText = (value: unknown) => (value === "true" ? true : value === "false" ? false : value);

const integer = (name: string, min: number, max: number) =>
  z.preprocess(
    numericText,
    z
      .number({ error: `${name}: must be an integer` })
      .int(`${name}: must be an integer`)
      .min(min, `${name}: must be at least ${min}`)
      .max(max, `${name}: must be at most ${max}`),
  );
const boolean = (name: string) => z.preprocess(booleanText, z.boolean({ error: `${name}: must be true or false` }));
const text = (name: string, max: number) =>
  z.string({ error: `${name}: must be a string` }).max(max, `${name}: must be at most ${max} characters`);

/** A list: a JSON array of strings, or (v4, and Algolia accepts it) one comma-separated string. */
const stringList = (name: string) =>
  z.union(
    [
      z
        .string()
        .max(2000, `${name}: must be at most 2000 characters`)
        .transform((value) =>
          value
            .split(",")
            .map((item) => item.trim())
            .filter(Boolean),
        ),
      z.array(text(name, 200)).max(100, `${name}: at most 100 items`),
    ],
    { error: `${name}: must be an array of strings` },
  );

const filterItem = (name: string) =>
  z.union([text(name, 300), z.array(text(name, 300)).max(100, `${name}: at most 100 values per group`)], {
    error: `${name}: each item must be a string or an array of strings`,
  });
const filterList = (name: string) =>
  z.union([text(name, maxFilterLength), z.array(filterItem(name)).max(100, `${name}: at most 100 groups`)], {
    error: `${name}: must be a string or an array`,
  });

export const searchParamsSchema = z
  .object({
    query: text("query", maxQueryLength).default(""),
    page: integer("page", 0, 10_000).default(0),
    hitsPerPage: integer("hitsPerPage", 0, maxHitsPerPage).default(20),
    facets: stringList("facets").default([]),
    facetFilters: filterList("facetFilters").optional(),
    filters: text("filters", maxFilterLength).optional(),
    numericFilters: filterList("numericFilters").optional(),
    maxValuesPerFacet: integer("maxValuesPerFacet", 1, 1000).default(100),
    highlightPreTag: text("highlightPreTag", 100).default("<em>"),
    highlightPostTag: text("highlightPostTag", 100).default("</em>"),
    attributesToRetrieve: stringList("attributesToRetrieve").default(["*"]),
    attributesToHighlight: stringList("attributesToHighlight").optional(),
    attributesToSnippet: stringList("attributesToSnippet").default([]),
    snippetEllipsisText: text("snippetEllipsisText", 20).default("…"),
    restrictSearchableAttributes: stringList("restrictSearchableAttributes").default([]),
    responseFields: stringList("responseFields").default(["*"]),
    typoTolerance: z
      .preprocess(
        booleanText,
        z.union([z.boolean(), z.enum(["min", "strict"])], { error: 'typoTolerance: must be true, false, "min" or "strict"' }),
      )
      .default(true),
    getRankingInfo: boolean("getRankingInfo").default(false),
    clickAnalytics: boolean("clickAnalytics").default(false),
    analytics: boolean("analytics").default(true),
    distinct: z
      .preprocess(numericText, z.union([z.boolean(), z.number().int().min(0).max(4)], { error: "distinct: must be a boolean or 0 to 4" }))
      .optional(),
    userToken: z
      .string({ error: "userToken: must be a string" })
      .regex(/^[a-zA-Z0-9_=/+:-]{1,129}$/, "userToken: 1 to 129 letters, digits or _=/+:-")
      .optional(),
    advancedSyntax: boolean("advancedSyntax").default(false),
    advancedSyntaxFeatures: stringList("advancedSyntaxFeatures")
      .pipe(z.array(z.enum(advancedSyntaxFeatures), { error: 'advancedSyntaxFeatures: each must be "exactPhrase" or "excludeWords"' }))
      .default([...advancedSyntaxFeatures]),
    facetQuery: text("facetQuery", 200).default(""),
    maxFacetHits: integer("maxFacetHits", 1, 100).default(10),
  })
  .loose();
export type AlgoliaSearchParams = z.infer<typeof searchParamsSchema>;

const requestSchema = z
  .object({
    indexName: z.string({ error: "requests: every request needs an indexName" }).min(1).max(200),
    params: z.string().optional(),
    type: z.enum(["default", "facet"], { error: 'requests: type must be "default" or "facet"' }).optional(),
    facet: z.string().max(200).optional(),
  })
  .loose();

export const multiQueryBodySchema = z
  .object({
    requests: z.array(requestSchema, { error: "requests: must be an array" }).min(1, "requests: must not be empty"),
    strategy: z.enum(["none", "stopIfEnoughMatches"], { error: 'strategy: must be "none" or "stopIfEnoughMatches"' }).optional(),
  })
  .loose();
export type MultiQueryRequest = z.infer<typeof requestSchema>;
