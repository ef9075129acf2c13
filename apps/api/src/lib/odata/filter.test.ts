import { describe, expect, it } from 'vitest';
import type { HttpError } from '../http-error.ts';
import { ODataError } from './errors.ts';
import {
  DEFAULT_FILTER_LIMITS,
  type FilterFields,
  type FilterNode,
  parseFilter,
} from './filter.ts';
import { parseOrderBy } from './orderby.ts';

/** The product fields, as the catalogue declares them (modules/catalogue/search/filter.ts). */
const fields: FilterFields = {
  productId: { type: 'integer', min: 1 },
  name: { type: 'string' },
  categoryId: { type: 'integer', operators: ['eq', 'ne'], min: 1 },
  brandId: { type: 'integer', operators: ['eq', 'ne'], nullable: true, min: 1 },
  price: { type: 'integer', min: 0, hint: 'a whole number of fils' },
  weight: { type: 'decimal', min: 0 },
  inStock: { type: 'boolean' },
  onSale: { type: 'boolean' },
};

const parse = (input: string) => parseFilter(input, fields);

/** The 400 a filter gets: its message, checked to be a $filter field error. */
function rejection(input: string, parameter = '$filter'): string {
  try {
    if (parameter === '$orderby') parseOrderBy(input, ['name', 'price', 'createdAt', 'productId']);
    else parse(input);
  } catch (error) {
    expect(error).toBeInstanceOf(ODataError);
    const http = error as HttpError;
    expect(http.statusCode).toBe(400);
    expect(http.fields).toEqual({ [parameter]: http.message });
    expect(http.message.startsWith(`${parameter}: `)).toBe(true);
    return http.message;
  }
  throw new Error(`accepted: ${input}`);
}

describe('$filter parser', () => {
  it('parses comparisons of every operator with typed literals', () => {
    expect(parse('price ge 1500')).toEqual({
      kind: 'compare',
      field: 'price',
      op: 'ge',
      value: 1500,
    });
    for (const op of ['eq', 'ne', 'gt', 'ge', 'lt', 'le']) {
      expect(parse(`productId ${op} 7`)).toMatchObject({ op, value: 7 });
    }
    expect(parse("name eq 'Kettle'")).toMatchObject({ value: 'Kettle' });
    expect(parse('inStock eq true')).toMatchObject({ value: true });
    expect(parse('onSale ne false')).toMatchObject({ value: false });
    expect(parse('brandId eq null')).toMatchObject({ value: null });
    expect(parse('weight lt 2.5')).toMatchObject({ value: 2.5 });
    expect(parse('weight lt 2')).toMatchObject({ value: 2 });
  });

  it('gives and precedence over or, and not binds tightest', () => {
    const tree = parse('price lt 10 or price gt 20 and not inStock');
    expect(tree).toEqual<FilterNode>({
      kind: 'or',
      operands: [
        { kind: 'compare', field: 'price', op: 'lt', value: 10 },
        {
          kind: 'and',
          operands: [
            { kind: 'compare', field: 'price', op: 'gt', value: 20 },
            { kind: 'not', operand: { kind: 'flag', field: 'inStock' } },
          ],
        },
      ],
    });
    expect(parse('(price lt 10 or price gt 20) and inStock')).toMatchObject({
      kind: 'and',
      operands: [{ kind: 'or' }, { kind: 'flag' }],
    });
  });

  it('parses in lists, functions, quoted quotes and keywords in any case', () => {
    expect(parse('categoryId in (1, 2,3)')).toEqual({
      kind: 'in',
      field: 'categoryId',
      values: [1, 2, 3],
    });
    expect(parse("startswith(name,'caf')")).toEqual({
      kind: 'function',
      name: 'startswith',
      field: 'name',
      value: 'caf',
    });
    expect(parse("contains( name , 'it''s' )")).toMatchObject({ value: "it's" });
    expect(parse("name eq ''''")).toMatchObject({ value: "'" });
    expect(parse('price GT 5 AND NOT inStock')).toMatchObject({ kind: 'and' });
    expect(parse("StartsWith(name,'a')")).toMatchObject({ name: 'startswith' });
    expect(parseFilter('x gt -3', { x: { type: 'integer' } })).toMatchObject({ value: -3 });
    expect(parse(' \t\nprice\n eq\t5 ')).toMatchObject({ value: 5 });
    expect(parse("name eq 'قهوة عربية'")).toMatchObject({ value: 'قهوة عربية' });
  });

  it('names unknown fields and functions, and where they are', () => {
    expect(rejection('password eq 1')).toBe("$filter: unknown field 'password' at position 0");
    expect(rejection('Price eq 1')).toBe(
      "$filter: unknown field 'Price' at position 0 (did you mean 'price'?)",
    );
    expect(rejection('inStock and email ne null')).toBe(
      "$filter: unknown field 'email' at position 12",
    );
    expect(rejection("endswith(name,'x')")).toBe(
      "$filter: unknown function 'endswith' at position 0 (supported: startswith, contains)",
    );
    expect(rejection("tolower(name) eq 'x'")).toMatch(/unknown function 'tolower'/);
    expect(rejection("startswith(password,'x')")).toMatch(
      /unknown field 'password' at position 11/,
    );
    expect(rejection('startswith(price,5)')).toBe(
      '$filter: startswith needs a text field; price at position 11 is not one',
    );
    expect(rejection('startswith(name,5)')).toMatch(/expected a 'quoted string' as the second/);
    expect(rejection('and price eq 1')).toMatch(
      /expected a field, a function or '\(' at position 0/,
    );
  });

  it('refuses operators outside the subset or the field', () => {
    expect(rejection('price has 5')).toMatch(/expected an operator .* after price at position 6/);
    expect(rejection('price = 5')).toBe("$filter: unexpected character '=' at position 6");
    expect(rejection('price == 5')).toMatch(/unexpected character '='/);
    expect(rejection('price != 5')).toMatch(/unexpected character '!'/);
    expect(rejection("name gt 'a'")).toBe(
      "$filter: operator 'gt' is not allowed for name at position 5 (allowed: eq, ne, in)",
    );
    expect(rejection('categoryId lt 3')).toMatch(/operator 'lt' is not allowed for categoryId/);
    expect(rejection('inStock in (true)')).toMatch(/'in' is not allowed for inStock/);
    expect(rejection('price add 5 eq 10')).toMatch(/expected an operator/);
    expect(rejection('price')).toMatch(/expected an operator .* found the end of the input/);
    expect(rejection('price/5 eq 1')).toMatch(/unexpected character '\/'/);
    expect(rejection('category/id eq 1')).toMatch(/unexpected character '\/'/);
  });

  it('type-checks literals against the field', () => {
    expect(rejection("price eq 'abc'")).toBe(
      "$filter: expected a number for price (a whole number of fils) at position 9, found the string 'abc'",
    );
    expect(rejection('price eq 1.5')).toMatch(/expected a whole number for price/);
    expect(rejection('price eq true')).toMatch(/expected a number for price/);
    expect(rejection('price eq abc')).toMatch(/expected a number for price .* found 'abc'/);
    expect(rejection('inStock eq 1')).toBe(
      "$filter: expected true or false for inStock at position 11, found '1'",
    );
    expect(rejection("inStock eq 'true'")).toMatch(/expected true or false/);
    expect(rejection('name eq 5')).toMatch(/expected a 'quoted string' for name/);
    expect(rejection('name eq Kettle')).toMatch(/expected a 'quoted string' for name/);
    expect(rejection('price eq null')).toBe('$filter: price cannot be null (at position 9)');
    expect(rejection('brandId gt null')).toMatch(/operator 'gt' is not allowed/);
    expect(rejection('price eq -5')).toMatch(/'-5' is out of range for price/);
    expect(rejection('productId eq 0')).toMatch(/out of range for productId/);
    expect(rejection('productId eq 2147483648')).toMatch(/out of range/);
    expect(rejection(`price eq ${'9'.repeat(400)}`)).toMatch(/out of range/);
    expect(rejection('price eq 1e5')).toBe("$filter: malformed number '1e5' at position 9");
    expect(rejection('price eq 1.2.3')).toMatch(/malformed number '1.2.3'/);
    expect(rejection('price eq 0x10')).toMatch(/malformed number '0x10'/);
    expect(rejection('price eq .5')).toMatch(/unexpected character '\.'/);
    expect(rejection('price eq - 5')).toMatch(/unexpected character '-'/);
    expect(rejection('categoryId in ()')).toMatch(/expected a number for categoryId .* found '\)'/);
    expect(rejection("categoryId in (1,'2')")).toMatch(/expected a number for categoryId/);
  });

  it('refuses unbalanced parentheses and trailing garbage', () => {
    expect(rejection('(price eq 1')).toBe(
      "$filter: expected ')' at position 11 to close the '(' at position 0, found the end of the input",
    );
    expect(rejection('price eq 1)')).toBe("$filter: unmatched ')' at position 10");
    expect(rejection('((inStock)')).toMatch(/expected '\)'/);
    expect(rejection('()')).toMatch(
      /expected a field, a function or '\(' at position 1, found '\)'/,
    );
    expect(rejection('price eq 1 price eq 2')).toBe(
      "$filter: unexpected 'price' at position 11: expected 'and', 'or' or the end",
    );
    expect(rejection('price eq 1 and')).toMatch(/found the end of the input/);
    expect(rejection('price eq 1 or or inStock')).toMatch(/found 'or'/);
    expect(rejection('price eq 1,')).toMatch(/unexpected ','/);
    expect(rejection('categoryId in (1,2')).toMatch(/expected ',' or '\)' in the 'in' list/);
    expect(rejection('categoryId in 1,2')).toMatch(/expected '\(' after 'in'/);
    expect(rejection("contains(name,'x'")).toMatch(/expected '\)' to close contains/);
    expect(rejection('')).toBe('$filter: is empty');
    expect(rejection('   ')).toBe('$filter: is empty');
  });

  it('treats SQL in strings as data and SQL outside strings as an error', () => {
    // Inside a string: just a value (sql.test.ts shows it reaches the database as a parameter).
    expect(parse("name eq '''; drop table products; --'")).toMatchObject({
      value: "'; drop table products; --",
    });
    expect(parse("contains(name,'%_\\')")).toMatchObject({ value: '%_\\' });
    // Outside one: refused before anything reaches the database.
    expect(rejection("name eq 'x'; drop table products")).toMatch(/unexpected character ';'/);
    expect(rejection("name eq 'x' -- comment")).toMatch(/unexpected character '-' at position 12/);
    expect(rejection("name eq 'x' /* c */")).toMatch(/unexpected character '\/' at position 12/);
    expect(rejection("name eq 'x' or 1 eq 1")).toMatch(/expected a field, a function or '\('.*'1'/);
    expect(rejection("name eq 'x' or 'a' eq 'a'")).toMatch(/found the string 'a'/);
    expect(rejection('price eq 1; select pg_sleep(10)')).toMatch(/unexpected character ';'/);
    expect(rejection("name eq 'x' union select password from users")).toMatch(/unexpected 'union'/);
    expect(rejection("name eq 'unterminated")).toBe(
      '$filter: unterminated string starting at position 8',
    );
    expect(rejection("name eq 'x''")).toMatch(/unterminated string/);
    expect(rejection('name eq "x"')).toMatch(/unexpected character '"'/);
    expect(rejection('name eq ’x’')).toMatch(/unexpected character '’' at position 8/);
    expect(rejection('name eq ʼxʼ')).toMatch(/unexpected character 'ʼ'/);
    expect(rejection('name eq `x`')).toMatch(/unexpected character '`'/);
    expect(rejection('name eq $1')).toMatch(/unexpected character '\$'/);
    expect(rejection('price eq 1\u0000')).toBe(
      "$filter: unexpected character '\\u0000' at position 10",
    );
    expect(rejection("name eq 'a\u0000b'")).toMatch(/NUL character is not allowed at position 10/);
    expect(rejection('price\u200beq 1')).toMatch(/unexpected character '\\u200b'/);
    expect(rejection('ｐrice eq 1')).toMatch(/unexpected character/);
  });

  it('holds its limits: length, depth, terms and in values', () => {
    expect(rejection(`name eq '${'a'.repeat(2000)}'`)).toBe(
      '$filter: too long: at most 2000 characters',
    );
    expect(parse(`${'('.repeat(10)}inStock${')'.repeat(10)}`)).toEqual({
      kind: 'flag',
      field: 'inStock',
    });
    expect(rejection(`${'('.repeat(11)}inStock${')'.repeat(11)}`)).toBe(
      '$filter: nested too deeply at position 10: at most 10 levels',
    );
    expect(rejection(`${'not '.repeat(11)}inStock`)).toMatch(/nested too deeply/);
    // Far deeper than any stack: refused at the limit, not by a stack overflow.
    expect(rejection(`${'('.repeat(990)}inStock${')'.repeat(990)}`)).toMatch(/nested too deeply/);
    const huge = `${'('.repeat(200_000)}inStock${')'.repeat(200_000)}`;
    expect(() => parseFilter(huge, fields, { ...DEFAULT_FILTER_LIMITS, maxLength: 1e6 })).toThrow(
      /nested too deeply/,
    );
    const terms = (n: number) => Array.from({ length: n }, (_, i) => `price ne ${i}`).join(' or ');
    expect(parse(terms(50))).toMatchObject({ kind: 'or' });
    expect(rejection(terms(51))).toMatch(/too many conditions at position \d+: at most 50/);
    const values = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',');
    expect(parse(`productId in (${values(100)})`)).toMatchObject({ kind: 'in' });
    expect(rejection(`productId in (${values(101)})`)).toMatch(
      /too many values in 'in' at position \d+: at most 100/,
    );
  });

  it('never answers anything but a 400 for random input', () => {
    const alphabet = [
      "'",
      '(',
      ')',
      ',',
      ' ',
      'eq',
      'and',
      'not',
      'price',
      '1',
      'x',
      '-',
      '.',
      'in',
    ];
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let n = 0; n < 2000; n++) {
      const length = Math.floor(random() * 12);
      const input = Array.from(
        { length },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join(' ');
      try {
        parse(input);
      } catch (error) {
        expect(error).toBeInstanceOf(ODataError);
      }
    }
  });
});

describe('$orderby parser', () => {
  const fieldsList = ['name', 'price', 'createdAt', 'productId'];

  it('reads a comma list of fields with optional directions', () => {
    expect(parseOrderBy('price desc, name', fieldsList)).toEqual([
      { field: 'price', direction: 'desc' },
      { field: 'name', direction: 'asc' },
    ]);
    expect(parseOrderBy('createdAt DESC', fieldsList)).toEqual([
      { field: 'createdAt', direction: 'desc' },
    ]);
  });

  it('refuses anything else with a 400 naming $orderby', () => {
    expect(rejection('password', '$orderby')).toBe(
      "$orderby: unknown field 'password' at position 0 (allowed: name, price, createdAt, productId)",
    );
    expect(rejection('price sideways', '$orderby')).toBe(
      "$orderby: expected asc or desc after price at position 6, found 'sideways'",
    );
    expect(rejection('price desc,', '$orderby')).toMatch(/expected a field at position 11/);
    expect(rejection('price, price desc', '$orderby')).toMatch(/price appears twice/);
    expect(rejection('price; drop table products', '$orderby')).toMatch(/unexpected character ';'/);
    expect(rejection('price desc nulls first', '$orderby')).toMatch(/expected ',' or the end/);
    expect(rejection('(select 1)', '$orderby')).toMatch(/expected a field at position 0/);
    expect(rejection('', '$orderby')).toBe('$orderby: is empty');
  });
});
