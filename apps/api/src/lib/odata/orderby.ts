import { ODataError } from './errors.ts';
import { describeToken, quote, tokenize } from './tokenizer.ts';

export interface OrderTerm {
  field: string;
  direction: 'asc' | 'desc';
}

const PARAMETER = '$orderby';
const MAX_TERMS = 5;

/**
 * `$orderby`: a comma-separated list of `field [asc|desc]` on a whitelist of fields (asc by
 * default), each field at most once. Anything else is a 400 naming it and its position.
 */
export function parseOrderBy(input: string, fields: readonly string[]): OrderTerm[] {
  if (input.length > 200) throw new ODataError(PARAMETER, 'too long: at most 200 characters');
  const tokens = tokenize(input, PARAMETER);
  if (tokens.length === 1) throw new ODataError(PARAMETER, 'is empty');
  const terms: OrderTerm[] = [];
  let i = 0;
  for (;;) {
    const fieldToken = tokens[i++]!;
    if (fieldToken.type !== 'word') {
      throw new ODataError(
        PARAMETER,
        `expected a field at position ${fieldToken.position}, found ${describeToken(fieldToken)}`,
      );
    }
    if (!fields.includes(fieldToken.text)) {
      const near = fields.find((f) => f.toLowerCase() === fieldToken.text.toLowerCase());
      throw new ODataError(
        PARAMETER,
        `unknown field ${quote(fieldToken.text)} at position ${fieldToken.position}` +
          (near ? ` (did you mean '${near}'?)` : ` (allowed: ${fields.join(', ')})`),
      );
    }
    if (terms.some((term) => term.field === fieldToken.text)) {
      throw new ODataError(
        PARAMETER,
        `${fieldToken.text} appears twice (position ${fieldToken.position})`,
      );
    }
    if (terms.length >= MAX_TERMS) {
      throw new ODataError(PARAMETER, `too many fields: at most ${MAX_TERMS}`);
    }
    let direction: OrderTerm['direction'] = 'asc';
    let next = tokens[i++]!;
    if (next.type === 'word') {
      const word = next.text.toLowerCase();
      if (word !== 'asc' && word !== 'desc') {
        throw new ODataError(
          PARAMETER,
          `expected asc or desc after ${fieldToken.text} at position ${next.position}, found ${quote(next.text)}`,
        );
      }
      direction = word;
      next = tokens[i++]!;
    }
    terms.push({ field: fieldToken.text, direction });
    if (next.type === 'end') return terms;
    if (next.type !== ',') {
      throw new ODataError(
        PARAMETER,
        `expected ',' or the end at position ${next.position}, found ${describeToken(next)}`,
      );
    }
  }
}
