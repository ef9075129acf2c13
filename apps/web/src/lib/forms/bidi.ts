/**
 * Wraps a left-to-right value (an email) placed inside translated text in Unicode isolate marks
 * (FSI … PDI), so in an Arabic sentence it keeps its own order and does not pull the
 * punctuation around it to the wrong side.
 */
export const isolate = (value: string) => `\u2068${value}\u2069`;
