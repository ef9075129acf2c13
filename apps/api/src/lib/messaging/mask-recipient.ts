/** 'shopper@dukkan.demo' → 's***@dukkan.demo', '+96550001234' → '+965****1234': for logs. */
export function maskRecipient(to: string): string {
  const at = to.indexOf('@');
  if (at > 0) return `${to[0]}***${to.slice(at)}`;
  return to.length > 8 ? `${to.slice(0, 4)}****${to.slice(-4)}` : '****';
}
