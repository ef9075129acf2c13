/**
 * One `Intl.DateTimeFormat` per locale and options, made once per process: making one costs far
 * more than formatting with it (about as much as a whole drawn page's date arithmetic), and the
 * shop formats dates on every drawing on the server and on a phone's first paint.
 */
const made = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    made.set(key, format);
  }
  return format;
}
