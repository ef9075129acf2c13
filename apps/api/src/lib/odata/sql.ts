import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { ComparisonOperator, FilterNode, Literal, StringFunction } from './filter.ts';
import type { OrderTerm } from './orderby.ts';

/**
 * How one whitelisted field reads in SQL. Every value reaches the database as a bound
 * parameter: the only SQL text here is fixed operators and the bindings' own expressions.
 */
export interface FieldBinding {
  /**
   * The field's SQL expression. For a boolean field it is the predicate itself
   * (`active_qty > 0`), so `inStock eq true` is the predicate and can use an index on it.
   */
  expr: SQL | AnyColumn;
  /** Text fields: compared case-insensitively, `lower(expr)` against `lower(value)`. */
  text?: boolean;
  /**
   * The column may be NULL: comparisons then follow OData, not SQL's three-valued logic, so a
   * row without a brand is `brandId ne 1` and `not (brandId eq 1)` rather than neither.
   */
  nullable?: boolean;
  /** Overrides for fields whose meaning is not a plain comparison (a category means its subtree). */
  compare?: (op: ComparisonOperator, value: Literal) => SQL;
  in?: (values: Literal[]) => SQL;
}
export type FieldBindings = Readonly<Record<string, FieldBinding>>;

const OPERATOR_SQL: Record<ComparisonOperator, SQL> = {
  eq: sql.raw('='),
  ne: sql.raw('<>'),
  gt: sql.raw('>'),
  ge: sql.raw('>='),
  lt: sql.raw('<'),
  le: sql.raw('<='),
};

/** `%`, `_` and the escape character itself match literally (LIKE's default escape is `\`). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function binding(bindings: FieldBindings, field: string): FieldBinding {
  const found = bindings[field];
  // The parser checks fields against the same whitelist: this is a programming error.
  if (!found) throw new Error(`no SQL binding for filter field ${field}`);
  return found;
}

function compare(b: FieldBinding, op: ComparisonOperator, value: Literal): SQL {
  if (b.compare) return b.compare(op, value);
  if (value === null) return op === 'eq' ? sql`${b.expr} is null` : sql`${b.expr} is not null`;
  if (typeof value === 'boolean') {
    // `x eq true` / `x ne false` is the predicate; the other two its negation.
    const positive = (op === 'eq') === value;
    return positive ? sql`(${b.expr})` : sql`not (${b.expr})`;
  }
  const comparison = b.text
    ? sql`lower(${b.expr}) ${OPERATOR_SQL[op]} lower(${value})`
    : sql`${b.expr} ${OPERATOR_SQL[op]} ${value}`;
  return b.nullable ? nullSafe(b, comparison, op === 'ne') : comparison;
}

/**
 * Never NULL, so `not (…)` flips it: a NULL column is `ne` anything and nothing else. The
 * comparison stays a plain conjunct an index can serve.
 */
function nullSafe(b: FieldBinding, comparison: SQL, trueWhenNull: boolean): SQL {
  return trueWhenNull
    ? sql`(${comparison} or ${b.expr} is null)`
    : sql`(${comparison} and ${b.expr} is not null)`;
}

function inList(b: FieldBinding, values: Literal[]): SQL {
  if (b.in) return b.in(values);
  const nonNull = values.filter((v) => v !== null);
  const parts: SQL[] = [];
  if (nonNull.length > 0) {
    const list = sql.join(
      nonNull.map((v) => (b.text ? sql`lower(${v})` : sql`${v}`)),
      sql`, `,
    );
    const inSql = b.text ? sql`lower(${b.expr}) in (${list})` : sql`${b.expr} in (${list})`;
    parts.push(b.nullable ? nullSafe(b, inSql, false) : inSql);
  }
  if (nonNull.length < values.length) parts.push(sql`${b.expr} is null`);
  return parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql` or `)})`;
}

function stringFunction(b: FieldBinding, name: StringFunction, value: string): SQL {
  const pattern = name === 'startswith' ? `${escapeLike(value)}%` : `%${escapeLike(value)}%`;
  return sql`lower(${b.expr}) like lower(${pattern})`;
}

/** The WHERE condition of a parsed `$filter`, with every literal a bound parameter. */
export function filterToSql(node: FilterNode, bindings: FieldBindings): SQL {
  switch (node.kind) {
    case 'and':
    case 'or':
      return sql`(${sql.join(
        node.operands.map((operand) => filterToSql(operand, bindings)),
        node.kind === 'and' ? sql` and ` : sql` or `,
      )})`;
    case 'not':
      return sql`not (${filterToSql(node.operand, bindings)})`;
    case 'compare':
      return compare(binding(bindings, node.field), node.op, node.value);
    case 'in':
      return inList(binding(bindings, node.field), node.values);
    case 'function':
      return stringFunction(binding(bindings, node.field), node.name, node.value);
    case 'flag':
      return sql`(${binding(bindings, node.field).expr})`;
  }
}

/** ORDER BY terms of a parsed `$orderby`; nulls sort as PostgreSQL does (last when asc). */
export function orderByToSql(
  terms: readonly OrderTerm[],
  columns: Readonly<Record<string, SQL | AnyColumn>>,
): SQL[] {
  return terms.map((term) => {
    const expr = columns[term.field];
    if (!expr) throw new Error(`no SQL column for order field ${term.field}`);
    return term.direction === 'desc' ? sql`${expr} desc` : sql`${expr} asc`;
  });
}
