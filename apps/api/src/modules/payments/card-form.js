/**
 * The sandbox card page's own script (hosted-page.ts), served as it is at /pay/card-form.js: a
 * module from the page's origin, as the CSP (script-src 'self') allows, and no inline script.
 * It only helps typing; the form works without it and the server checks everything again.
 * - The card number is grouped in fours as it is typed ("4242 4242 4242 4242").
 * - The expiry takes "1229" as well as "12/29": the slash is put in once the year starts.
 * - The security code takes digits only.
 * - After a refused submission, focus goes to the list of what to correct.
 * The pure functions are exported for the tests (card-form.test.ts); card-form.d.ts types them.
 */

const digitsOf = (value) => value.replace(/\D/g, '');

/** Up to 19 digits, in groups of four. */
export function groupCardNumber(value) {
  return digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * MM/YY (or MM/YYYY) from what was typed: "1229" and "12/29" give "12/29"; a first digit over 1,
 * or one digit and a slash, is a month of one digit ("4" and "4/" give "04", "04/"). The slash
 * comes with the first digit of the year (or as typed), so deleting it does not bring it back.
 */
export function formatExpiry(value) {
  let digits = digitsOf(value).slice(0, 6);
  const slashTyped = value.includes('/');
  // "4" or "1/": a month of one digit.
  if (/^[2-9]/.test(digits) || (digits.length === 1 && slashTyped)) {
    digits = `0${digits}`.slice(0, 6);
  }
  if (digits.length === 2 && slashTyped) return `${digits}/`;
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** Digits only, at most four. */
export function formatCvc(value) {
  return digitsOf(value).slice(0, 4);
}

/** Where the caret goes in `formatted`: just after its `digitsBefore`-th digit. */
export function caretAfterDigits(formatted, digitsBefore) {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted.charAt(i))) seen++;
    if (seen === digitsBefore) return i + 1;
  }
  return formatted.length;
}

/**
 * Formats a field as it is typed, keeping the caret after the same digit; what was typed before
 * this script came (a slow connection, a quick typist) is formatted at once.
 */
function formatAsTyped(input, format) {
  if (input.value) input.value = format(input.value);
  input.addEventListener('input', () => {
    const typed = input.value;
    const formatted = format(typed);
    if (formatted === typed) return;
    const caret = input.selectionStart ?? typed.length;
    const digitsBefore = digitsOf(typed.slice(0, caret)).length;
    input.value = formatted;
    if (document.activeElement === input) {
      // Typing at the end stays at the end (past a slash or a space just put in).
      const at =
        caret >= typed.length ? formatted.length : caretAfterDigits(formatted, digitsBefore);
      input.setSelectionRange(at, at);
    }
  });
}

if (typeof document !== 'undefined') {
  const field = (id) => document.getElementById(id);
  const cardNumber = field('cardNumber');
  const expiry = field('expiry');
  const cvc = field('cvc');
  if (cardNumber) formatAsTyped(cardNumber, groupCardNumber);
  if (expiry) formatAsTyped(expiry, formatExpiry);
  if (cvc) formatAsTyped(cvc, formatCvc);
  field('errors')?.focus();
}
