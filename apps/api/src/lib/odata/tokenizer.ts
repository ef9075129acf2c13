import { ODataError } from './errors.ts';

/**
 * The tokens of the OData subset (docs/odata.md). Positions are 0-based character offsets into
 * the parameter, so an error can say where the problem is.
 */
export type Token =
  | { type: 'word'; text: string; position: number }
  | { type: 'number'; text: string; position: number }
  | { type: 'string'; value: string; position: number }
  | { type: '(' | ')' | ','; position: number }
  | { type: 'end'; position: number };

const WORD_START = /[A-Za-z_]/;
const WORD_PART = /[A-Za-z0-9_]/;
const DIGIT = /[0-9]/;
const SPACE = /[ \t\r\n]/;

/** Splits a `$filter` or `$orderby` value into tokens; anything it does not know is an error. */
export function tokenize(input: string, parameter: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input[i]!;
    if (SPACE.test(ch)) {
      i++;
      continue;
    }
    const start = i;
    if (ch === '(' || ch === ')' || ch === ',') {
      tokens.push({ type: ch, position: start });
      i++;
    } else if (ch === "'") {
      // OData strings: single quotes, a quote inside is written twice ('it''s').
      let value = '';
      i++;
      for (;;) {
        if (i >= input.length) {
          throw new ODataError(parameter, `unterminated string starting at position ${start}`);
        }
        const c = input[i]!;
        if (c === "'") {
          if (input[i + 1] === "'") {
            value += "'";
            i += 2;
            continue;
          }
          i++;
          break;
        }
        // PostgreSQL text cannot hold NUL: refuse it here rather than fail in the database.
        if (c === '\u0000') {
          throw new ODataError(parameter, `a NUL character is not allowed at position ${i}`);
        }
        value += c;
        i++;
      }
      tokens.push({ type: 'string', value, position: start });
    } else if (DIGIT.test(ch) || (ch === '-' && DIGIT.test(input[i + 1] ?? ''))) {
      i++;
      while (i < input.length && DIGIT.test(input[i]!)) i++;
      if (input[i] === '.' && DIGIT.test(input[i + 1] ?? '')) {
        i++;
        while (i < input.length && DIGIT.test(input[i]!)) i++;
      }
      // `12abc`, `1e5`, `1.2.3`: one malformed number rather than two tokens.
      if (i < input.length && (WORD_PART.test(input[i]!) || input[i] === '.')) {
        let end = i;
        while (end < input.length && (WORD_PART.test(input[end]!) || input[end] === '.')) end++;
        throw new ODataError(
          parameter,
          `malformed number ${quote(input.slice(start, end))} at position ${start}`,
        );
      }
      tokens.push({ type: 'number', text: input.slice(start, i), position: start });
    } else if (WORD_START.test(ch)) {
      i++;
      while (i < input.length && WORD_PART.test(input[i]!)) i++;
      tokens.push({ type: 'word', text: input.slice(start, i), position: start });
    } else {
      throw new ODataError(parameter, `unexpected character ${quote(ch)} at position ${start}`);
    }
  }
  tokens.push({ type: 'end', position: input.length });
  return tokens;
}

/**
 * Input echoed in a message: quoted, shortened, with invisible characters spelled out, so a
 * message never carries a control character or a wall of text back to the caller.
 */
export function quote(text: string, max = 40): string {
  const chars = [...text];
  const shown = chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
  const visible = shown.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, (c) => {
    return `\\u${c.codePointAt(0)!.toString(16).padStart(4, '0')}`;
  });
  return `'${visible}'`;
}

/** How a token reads in an error message. */
export function describeToken(token: Token): string {
  switch (token.type) {
    case 'word':
    case 'number':
      return quote(token.text);
    case 'string':
      return `the string ${quote(token.value)}`;
    case 'end':
      return 'the end of the input';
    default:
      return `'${token.type}'`;
  }
}
