import { sql, type SQL } from "drizzle-orm";
import type { FilterNode, NumericAttribute, NumericOperator } from "./engine";

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

/** Algolia's `filters` tree as a condition on `ps`; every value is a bound parameter. */
export function filterNodeSql(node: FilterNode): SQL {
  switch (node.kind) {
    case "and":
    case "or":
      return sql`(${sql.join(node.items.map(filterNodeSql), node.kind === "and" ? sql` AND ` : sql` OR `)})`;
    case "not":
      return sql`NOT (${filterNodeSql(node.item)})`;
    case "facet":
      return node.facet === "tags" ? sql`ps.tags @> ARRAY[${node.value}]::text[]` : sql`ps.author_handle = ${node.value}`;
    case "numeric":
      return sql`${numericSql[node.attribute]} ${operatorSql[node.op]} ${node.value}::float8`;
    case "range":
      return sql`${numericSql[node.attribute]} BETWEEN ${node.from}::float8 AND ${node.to}::float8`;
  }
}
