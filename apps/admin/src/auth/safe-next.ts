/** Where to go after sign-in: a path inside the back office only (no //host, no scheme). */
export function safeNext(next: string | null): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  return next.startsWith('/login') ? '/' : next;
}
