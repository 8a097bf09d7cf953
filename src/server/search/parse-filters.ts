import { facetNames, numericAttributes, type FacetName, type FilterNode, type NumericAttribute, type NumericOperator } from "./engine";
import { ProtocolError } from "./protocol-error";

/**
 * Algolia's `filters` string: `tags:focus AND (author:ada OR NOT author:ben)`,
 * `publishedAtTimestamp > 1700000000`, `readingMinutes:3 TO 8`, quoted values
 * (`tags:"deep work"`). NOT binds tightest, then AND, then OR; parentheses group.
 * A malformed filter is a 400 that names the problem and where, as Algolia answers it.
 */

/** Past these, a filter is refused rather than parsed: each condition costs a test per candidate row. */
export const maxFilterConditions = 100;
const maxFilterDepth = 20;

type Token =
  | { kind: "word"; text: string; col: number }
  | { kind: "quoted"; text: string; col: number }
  | { kind: "op"; text: NumericOperator | ":"; col: number }
  | { kind: "paren"; text: "(" | ")"; col: number };

const operators = ["<=", ">=", "!=", "<", ">", "=", ":"] as const;

function tokenize(text: string, name: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    const col = i + 1;
    if (/\s/.test(char)) {
      i++;
    } else if (char === "(" || char === ")") {
      tokens.push({ kind: "paren", text: char, col });
      i++;
    } else if (char === '"' || char === "'") {
      let value = "";
      i++;
      while (i < text.length && text[i] !== char) {
        if (text[i] === "\\" && i + 1 < text.length) i++;
        value += text[i];
        i++;
      }
      if (i >= text.length) throw new ProtocolError(400, `${name}: Unterminated string starting at col ${col}`);
      i++;
      tokens.push({ kind: "quoted", text: value, col });
    } else {
      const op = operators.find((candidate) => text.startsWith(candidate, i));
      if (op) {
        tokens.push({ kind: "op", text: op, col });
        i += op.length;
        continue;
      }
      let word = "";
      while (i < text.length && !/[\s()"'<>=!:]/.test(text[i]!)) word += text[i++];
      if (word === "") throw new ProtocolError(400, `${name}: Unexpected character '${char}' at col ${col}`);
      tokens.push({ kind: "word", text: word, col });
    }
  }
  return tokens;
}

class FilterParser {
  private position = 0;
  private conditions = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly name: string,
  ) {}

  parse(): FilterNode {
    const node = this.parseOr(0);
    const extra = this.tokens[this.position];
    if (extra) this.fail(`Unexpected token ${describeToken(extra)} expected end of filter`, extra.col);
    return node;
  }

  private fail(message: string, col?: number): never {
    throw new ProtocolError(400, `${this.name}: ${message}${col ? ` at col ${col}` : ""}`);
  }

  private peek(): Token | undefined {
    return this.tokens[this.position];
  }

  private isKeyword(word: string): boolean {
    const token = this.peek();
    return token?.kind === "word" && token.text === word;
  }

  private parseOr(depth: number): FilterNode {
    const items = [this.parseAnd(depth)];
    while (this.isKeyword("OR")) {
      this.position++;
      items.push(this.parseAnd(depth));
    }
    return items.length === 1 ? items[0]! : { kind: "or", items };
  }

  private parseAnd(depth: number): FilterNode {
    const items = [this.parseNot(depth)];
    while (this.isKeyword("AND")) {
      this.position++;
      items.push(this.parseNot(depth));
    }
    return items.length === 1 ? items[0]! : { kind: "and", items };
  }

  private parseNot(depth: number): FilterNode {
    if (this.isKeyword("NOT")) {
      this.position++;
      return { kind: "not", item: this.parseNot(depth) };
    }
    const token = this.peek();
    if (!token) this.fail("Unexpected end of filter");
    if (token.kind === "paren" && token.text === "(") {
      if (depth >= maxFilterDepth) this.fail(`Parentheses nest deeper than ${maxFilterDepth}`, token.col);
      this.position++;
      const inner = this.parseOr(depth + 1);
      const close = this.peek();
      if (close?.kind !== "paren" || close.text !== ")") this.fail("Missing closing parenthesis", close?.col);
      this.position++;
      return inner;
    }
    return this.parseCondition();
  }

  private take(): Token {
    const token = this.tokens[this.position++];
    if (!token) this.fail("Unexpected end of filter");
    return token;
  }

  private value(token: Token): string {
    if (token.kind === "word" || token.kind === "quoted") return token.text;
    return this.fail(`Unexpected token ${describeToken(token)} expected a value`, token.col);
  }

  private number(token: Token): number {
    const text = this.value(token);
    const value = Number(text);
    if (text.trim() === "" || !Number.isFinite(value)) this.fail(`Invalid syntax for numeric value: '${text.slice(0, 50)}'`, token.col);
    return value;
  }

  private parseCondition(): FilterNode {
    this.conditions++;
    if (this.conditions > maxFilterConditions) this.fail(`At most ${maxFilterConditions} conditions per filter`);
    const first = this.take();
    if (first.kind === "paren" || first.kind === "op")
      this.fail(`Unexpected token ${describeToken(first)} expected an attribute`, first.col);
    const attribute = first.text;
    const op = this.take();
    if (op.kind !== "op") this.fail(`Unexpected token ${describeToken(op)} expected ':' or a comparison after '${attribute}'`, op.col);
    if (op.text === ":") {
      const valueToken = this.take();
      const value = this.value(valueToken);
      if (this.isKeyword("TO")) {
        this.position++;
        const to = this.number(this.take());
        return { kind: "range", attribute: this.numericAttribute(attribute, first.col), from: this.number(valueToken), to };
      }
      return { kind: "facet", facet: this.facet(attribute, first.col), value };
    }
    return { kind: "numeric", attribute: this.numericAttribute(attribute, first.col), op: op.text, value: this.number(this.take()) };
  }

  private facet(attribute: string, col: number): FacetName {
    const name = attribute === "_tags" ? "tags" : attribute;
    if ((facetNames as readonly string[]).includes(name)) return name as FacetName;
    if ((numericAttributes as readonly string[]).includes(name)) {
      this.fail(`'${name}' is numeric: compare it (${name} > 3) or give a range (${name}:3 TO 8)`, col);
    }
    return this.fail(`Unknown attribute '${name.slice(0, 50)}': filter on ${[...facetNames, ...numericAttributes].join(", ")}`, col);
  }

  private numericAttribute(attribute: string, col: number): NumericAttribute {
    if ((numericAttributes as readonly string[]).includes(attribute)) return attribute as NumericAttribute;
    return this.fail(`'${attribute.slice(0, 50)}' is not numeric: compare ${numericAttributes.join(" or ")}`, col);
  }
}

function describeToken(token: Token): string {
  return token.kind === "quoted" ? `string("${token.text.slice(0, 50)}")` : `'${token.text.slice(0, 50)}'`;
}

/** `filters` as a tree; an empty string is no filter. */
export function parseFilters(text: string, name = "filters"): FilterNode | null {
  const tokens = tokenize(text, name);
  if (tokens.length === 0) return null;
  return new FilterParser(tokens, name).parse();
}

/** `numericFilters`: ["readingMinutes>3", ["a<1", "a>9"]] (AND of ORs) or "a>1,b<2". */
export function parseNumericFilters(value: string | (string | string[])[]): FilterNode | null {
  const groups = typeof value === "string" ? value.split(",").filter((item) => item.trim() !== "") : value;
  const items = groups.map((group) => {
    const alternatives = (typeof group === "string" ? [group] : group).map((text) => {
      const node = parseFilters(text, "numericFilters");
      if (!node || (node.kind !== "numeric" && node.kind !== "range")) {
        throw new ProtocolError(400, `numericFilters: '${text.slice(0, 50)}' must look like attribute>number or attribute:from TO to`);
      }
      return node;
    });
    return alternatives.length === 1 ? alternatives[0]! : ({ kind: "or", items: alternatives } as FilterNode);
  });
  if (items.length === 0) return null;
  return items.length === 1 ? items[0]! : { kind: "and", items };
}
