import { ODataError } from './errors.ts';
import { describeToken, quote, type Token, tokenize } from './tokenizer.ts';

/**
 * The `$filter` subset of OData (docs/odata.md): a tokenizer and a recursive-descent parser that
 * turn the parameter into a typed tree, checked against a whitelist of fields. Nothing here
 * knows SQL: sql.ts translates the tree with bound parameters only.
 *
 *   expr       := or
 *   or         := and ('or' and)*
 *   and        := unary ('and' unary)*
 *   unary      := 'not' unary | primary
 *   primary    := '(' expr ')' | comparison | in | func | booleanField
 *   comparison := field ('eq'|'ne'|'gt'|'ge'|'lt'|'le') literal
 *   in         := field 'in' '(' literal (',' literal)* ')'
 *   func       := ('startswith'|'contains') '(' field ',' string ')'
 *   literal    := integer | decimal | 'string' | true | false | null
 */

export const COMPARISON_OPERATORS = ['eq', 'ne', 'gt', 'ge', 'lt', 'le'] as const;
export type ComparisonOperator = (typeof COMPARISON_OPERATORS)[number];
export const STRING_FUNCTIONS = ['startswith', 'contains'] as const;
export type StringFunction = (typeof STRING_FUNCTIONS)[number];

export type FieldType = 'string' | 'integer' | 'decimal' | 'boolean';
export type Literal = string | number | boolean | null;

export interface FilterField {
  type: FieldType;
  /** The comparison operators the field takes; by default eq/ne for text and booleans, all for numbers. */
  operators?: readonly ComparisonOperator[];
  /** Whether `field in (…)` is allowed (default: for text and numbers). */
  in?: boolean;
  /** Whether `eq null` / `ne null` is allowed. */
  nullable?: boolean;
  /** Inclusive bounds for numbers (default: a PostgreSQL integer). */
  min?: number;
  max?: number;
  /** How the values read, for messages: "a whole number of fils". */
  hint?: string;
}
export type FilterFields = Readonly<Record<string, FilterField>>;

export type FilterNode =
  | { kind: 'and'; operands: FilterNode[] }
  | { kind: 'or'; operands: FilterNode[] }
  | { kind: 'not'; operand: FilterNode }
  | { kind: 'compare'; field: string; op: ComparisonOperator; value: Literal }
  | { kind: 'in'; field: string; values: Literal[] }
  | { kind: 'function'; name: StringFunction; field: string; value: string }
  /** A boolean field on its own: `inStock` reads as `inStock eq true`. */
  | { kind: 'flag'; field: string };

export interface FilterLimits {
  /** Characters in the parameter. */
  maxLength: number;
  /** Nested parentheses and `not`s. */
  maxDepth: number;
  /** Comparisons, `in`s, functions and flags. */
  maxTerms: number;
  /** Values in one `in (…)`. */
  maxInValues: number;
}
export const DEFAULT_FILTER_LIMITS: FilterLimits = {
  maxLength: 2000,
  maxDepth: 10,
  maxTerms: 50,
  maxInValues: 100,
};

const RESERVED = new Set<string>([
  'and',
  'or',
  'not',
  'in',
  'true',
  'false',
  'null',
  ...COMPARISON_OPERATORS,
]);
const INT4_MIN = -2_147_483_648;
const INT4_MAX = 2_147_483_647;
const PARAMETER = '$filter';

const isKeyword = (token: Token, keyword: string): boolean =>
  token.type === 'word' && token.text.toLowerCase() === keyword;

const asOperator = (token: Token): ComparisonOperator | undefined => {
  if (token.type !== 'word') return undefined;
  const text = token.text.toLowerCase();
  return (COMPARISON_OPERATORS as readonly string[]).includes(text)
    ? (text as ComparisonOperator)
    : undefined;
};

const defaultOperators = (type: FieldType): readonly ComparisonOperator[] =>
  type === 'integer' || type === 'decimal' ? COMPARISON_OPERATORS : ['eq', 'ne'];

/** Parses a `$filter` value into a checked tree; any problem is a 400 naming it and its position. */
export function parseFilter(
  input: string,
  fields: FilterFields,
  limits: FilterLimits = DEFAULT_FILTER_LIMITS,
): FilterNode {
  if (input.length > limits.maxLength) {
    throw new ODataError(PARAMETER, `too long: at most ${limits.maxLength} characters`);
  }
  const tokens = tokenize(input, PARAMETER);
  if (tokens.length === 1) throw new ODataError(PARAMETER, 'is empty');
  return new FilterParser(tokens, fields, limits).parse();
}

class FilterParser {
  private index = 0;
  private terms = 0;
  private readonly tokens: Token[];
  private readonly fields: FilterFields;
  private readonly limits: FilterLimits;

  constructor(tokens: Token[], fields: FilterFields, limits: FilterLimits) {
    this.tokens = tokens;
    this.fields = fields;
    this.limits = limits;
  }

  parse(): FilterNode {
    const node = this.or(0);
    const next = this.peek();
    if (next.type !== 'end') {
      if (next.type === ')') this.fail(`unmatched ')' at position ${next.position}`);
      this.fail(
        `unexpected ${describeToken(next)} at position ${next.position}: expected 'and', 'or' or the end`,
      );
    }
    return node;
  }

  private peek(): Token {
    return this.tokens[this.index]!;
  }

  private next(): Token {
    const token = this.tokens[this.index]!;
    if (token.type !== 'end') this.index++;
    return token;
  }

  private fail(detail: string): never {
    throw new ODataError(PARAMETER, detail);
  }

  private expect(type: '(' | ')' | ',', what: string): Token {
    const token = this.next();
    if (token.type !== type) {
      this.fail(`expected ${what} at position ${token.position}, found ${describeToken(token)}`);
    }
    return token;
  }

  private enter(depth: number, at: Token): number {
    if (depth >= this.limits.maxDepth) {
      this.fail(
        `nested too deeply at position ${at.position}: at most ${this.limits.maxDepth} levels`,
      );
    }
    return depth + 1;
  }

  private countTerm(at: Token): void {
    this.terms++;
    if (this.terms > this.limits.maxTerms) {
      this.fail(`too many conditions at position ${at.position}: at most ${this.limits.maxTerms}`);
    }
  }

  private or(depth: number): FilterNode {
    const operands = [this.and(depth)];
    while (isKeyword(this.peek(), 'or')) {
      this.next();
      operands.push(this.and(depth));
    }
    return operands.length === 1 ? operands[0]! : { kind: 'or', operands };
  }

  private and(depth: number): FilterNode {
    const operands = [this.unary(depth)];
    while (isKeyword(this.peek(), 'and')) {
      this.next();
      operands.push(this.unary(depth));
    }
    return operands.length === 1 ? operands[0]! : { kind: 'and', operands };
  }

  private unary(depth: number): FilterNode {
    const token = this.peek();
    if (isKeyword(token, 'not')) {
      this.next();
      return { kind: 'not', operand: this.unary(this.enter(depth, token)) };
    }
    return this.primary(depth);
  }

  private primary(depth: number): FilterNode {
    const token = this.next();
    if (token.type === '(') {
      const node = this.or(this.enter(depth, token));
      const close = this.next();
      if (close.type !== ')') {
        this.fail(
          `expected ')' at position ${close.position} to close the '(' at position ${token.position}, found ${describeToken(close)}`,
        );
      }
      return node;
    }
    if (token.type !== 'word') {
      this.fail(
        `expected a field, a function or '(' at position ${token.position}, found ${describeToken(token)}`,
      );
    }
    if (this.peek().type === '(' && !Object.hasOwn(this.fields, token.text)) {
      return this.func(token);
    }
    const field = this.field(token);
    const spec = this.fields[field]!;
    const after = this.peek();
    if (isKeyword(after, 'in')) {
      this.next();
      return this.inList(field, spec, after);
    }
    const op = asOperator(after);
    if (op) {
      this.next();
      return this.comparison(field, spec, op, after);
    }
    if (spec.type === 'boolean') {
      this.countTerm(token);
      return { kind: 'flag', field };
    }
    this.fail(
      `expected an operator (${COMPARISON_OPERATORS.join(', ')}, in) after ${field} at position ${after.position}, found ${describeToken(after)}`,
    );
  }

  /** A field name from the whitelist; case matters, as in OData, but the message helps. */
  private field(token: Token & { type: 'word' }): string {
    if (Object.hasOwn(this.fields, token.text)) return token.text;
    if (RESERVED.has(token.text.toLowerCase())) {
      this.fail(
        `expected a field, a function or '(' at position ${token.position}, found ${quote(token.text)}`,
      );
    }
    const lower = token.text.toLowerCase();
    const near = Object.keys(this.fields).find((name) => name.toLowerCase() === lower);
    const hint = near ? ` (did you mean '${near}'?)` : '';
    this.fail(`unknown field ${quote(token.text)} at position ${token.position}${hint}`);
  }

  private func(name: Token & { type: 'word' }): FilterNode {
    const fn = name.text.toLowerCase();
    if (!(STRING_FUNCTIONS as readonly string[]).includes(fn)) {
      this.fail(
        `unknown function ${quote(name.text)} at position ${name.position} (supported: ${STRING_FUNCTIONS.join(', ')})`,
      );
    }
    this.countTerm(name);
    this.expect('(', "'('");
    const fieldToken = this.next();
    if (fieldToken.type !== 'word') {
      this.fail(
        `expected a field as the first argument of ${fn} at position ${fieldToken.position}, found ${describeToken(fieldToken)}`,
      );
    }
    const field = this.field(fieldToken);
    if (this.fields[field]!.type !== 'string') {
      this.fail(`${fn} needs a text field; ${field} at position ${fieldToken.position} is not one`);
    }
    this.expect(',', `',' between the arguments of ${fn}`);
    const value = this.next();
    if (value.type !== 'string') {
      this.fail(
        `expected a 'quoted string' as the second argument of ${fn} at position ${value.position}, found ${describeToken(value)}`,
      );
    }
    this.expect(')', `')' to close ${fn}`);
    return { kind: 'function', name: fn as StringFunction, field, value: value.value };
  }

  private comparison(
    field: string,
    spec: FilterField,
    op: ComparisonOperator,
    opToken: Token,
  ): FilterNode {
    this.countTerm(opToken);
    const allowed = spec.operators ?? defaultOperators(spec.type);
    if (!allowed.includes(op)) {
      this.fail(
        `operator '${op}' is not allowed for ${field} at position ${opToken.position} (allowed: ${allowed.join(', ')}${this.allowsIn(spec) ? ', in' : ''})`,
      );
    }
    const value = this.literal(field, spec, this.next(), op);
    return { kind: 'compare', field, op, value };
  }

  private allowsIn(spec: FilterField): boolean {
    return spec.in ?? spec.type !== 'boolean';
  }

  private inList(field: string, spec: FilterField, inToken: Token): FilterNode {
    this.countTerm(inToken);
    if (!this.allowsIn(spec)) {
      this.fail(`'in' is not allowed for ${field} at position ${inToken.position}`);
    }
    this.expect('(', `'(' after 'in'`);
    const values: Literal[] = [];
    for (;;) {
      const token = this.next();
      if (values.length >= this.limits.maxInValues) {
        this.fail(
          `too many values in 'in' at position ${token.position}: at most ${this.limits.maxInValues}`,
        );
      }
      values.push(this.literal(field, spec, token, 'in'));
      const separator = this.next();
      if (separator.type === ')') break;
      if (separator.type !== ',') {
        this.fail(
          `expected ',' or ')' in the 'in' list at position ${separator.position}, found ${describeToken(separator)}`,
        );
      }
    }
    return { kind: 'in', field, values };
  }

  /** A literal of the field's type; `null` only where the field is nullable, with eq, ne or in. */
  private literal(
    field: string,
    spec: FilterField,
    token: Token,
    op: ComparisonOperator | 'in',
  ): Literal {
    const at = `at position ${token.position}`;
    if (isKeyword(token, 'null')) {
      if (!spec.nullable) this.fail(`${field} cannot be null (${at})`);
      if (op !== 'eq' && op !== 'ne' && op !== 'in') {
        this.fail(`null can only be compared with eq, ne or in (${at})`);
      }
      return null;
    }
    switch (spec.type) {
      case 'boolean':
        if (isKeyword(token, 'true')) return true;
        if (isKeyword(token, 'false')) return false;
        return this.fail(
          `expected true or false for ${field} ${at}, found ${describeToken(token)}`,
        );
      case 'string':
        if (token.type !== 'string') {
          this.fail(`expected a 'quoted string' for ${field} ${at}, found ${describeToken(token)}`);
        }
        return token.value;
      case 'integer':
      case 'decimal': {
        const hint = spec.hint ? ` (${spec.hint})` : '';
        if (token.type !== 'number') {
          this.fail(`expected a number for ${field}${hint} ${at}, found ${describeToken(token)}`);
        }
        if (spec.type === 'integer' && token.text.includes('.')) {
          this.fail(
            `expected a whole number for ${field}${hint} ${at}, found ${quote(token.text)}`,
          );
        }
        const value = Number(token.text);
        const min = spec.min ?? INT4_MIN;
        const max = spec.max ?? INT4_MAX;
        if (!Number.isFinite(value) || value < min || value > max) {
          this.fail(
            `${quote(token.text)} is out of range for ${field} ${at} (from ${min} to ${max})`,
          );
        }
        return value;
      }
    }
  }
}
