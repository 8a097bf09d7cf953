import { sql, type SQL } from "drizzle-orm";
import type { FacetFilter, FacetName, FilterNode, NumericAttribute, NumericOperator, SearchRequest } from "./engine";

/** A hit's numeric attributes, as SQL over a post_search row `ps` (publishedAtTimestamp is whole seconds, as hits carry it). */
const numericSql: Record<NumericAttribute, SQL> = {
  publishedAtTimestamp: sql`floor(extract(epoch FROM ps.published_at))`,
  readingMinutes: sql`(SELECT p.reading_minutes FROM posts p WHERE p.id = ps.post_id)`,
};

const operatorSql: Record<NumericOperator, SQL> = {
  "<": sql.raw("<"),
  "<=": sql.raw("<="),
  "=": sql.raw("="),
  "!=": sql.raw("<>"),
  ">=": sql.raw(">="),
  ">": sql.raw(">"),
};

/** A post_search row `ps` has `value` in the facet. */
function facetValueSql(facet: FacetName, value: string): SQL {
  return facet === "tags" ? sql`ps.tags @> ARRAY[${value}]::text[]` : sql`ps.author_handle = ${value}`;
}

/** Algolia's `filters` tree as a condition on `ps`; every value is a bound parameter. */
export function filterNodeSql(node: FilterNode): SQL {
  switch (node.kind) {
    case "and":
    case "or":
      return sql`(${sql.join(node.items.map(filterNodeSql), node.kind === "and" ? sql` AND ` : sql` OR `)})`;
    case "not":
      return sql`NOT (${filterNodeSql(node.item)})`;
    case "facet":
      return facetValueSql(node.facet, node.value);
    case "numeric":
      return sql`${numericSql[node.attribute]} ${operatorSql[node.op]} ${node.value}::float8`;
    case "range":
      return sql`${numericSql[node.attribute]} BETWEEN ${node.from}::float8 AND ${node.to}::float8`;
  }
}

function facetFilterSql(filter: FacetFilter): SQL {
  const test = facetValueSql(filter.facet, filter.value);
  return filter.negated ? sql`NOT (${test})` : test;
}

/** A request's facet filters (AND of OR-groups) and `filters` tree, as `AND …` on `ps` (empty: none). */
export function filtersSql(groups: FacetFilter[][], filter: SearchRequest["filter"]): SQL {
  const parts = groups.filter((group) => group.length > 0).map((group) => sql`(${sql.join(group.map(facetFilterSql), sql` OR `)})`);
  if (filter) parts.push(sql`(${filterNodeSql(filter)})`);
  return parts.length > 0 ? sql`AND ${sql.join(parts, sql` AND `)}` : sql``;
}
