import { useSearchParams } from 'react-router';

/** Browsers drop tabs and newlines from URLs, so '/\t/evil.example' would become '//evil…'. */
const hasControlCharacter = (value: string) =>
  [...value].some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });

/**
 * `?returnTo=` as a path inside this shop, or null. Only a path starting with one '/' counts
 * ('//evil.example' and '/\evil.example' are other sites to a browser), so a crafted link
 * cannot send a shopper somewhere else after they log in.
 */
export function safeReturnTo(value: string | null): string | null {
  if (!value?.startsWith('/') || /^\/[/\\]/.test(value) || hasControlCharacter(value)) return null;
  return value;
}

export function useReturnTo(): string | null {
  const [params] = useSearchParams();
  return safeReturnTo(params.get('returnTo'));
}
