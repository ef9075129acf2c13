/**
 * KD ↔ fils. The API speaks integer fils (1 KD = 1,000 fils, ARCHITECTURE "Money"); the forms
 * show and take KD with three decimals. Parsing is done on the digits, never through a float, so
 * "0.1" is 100 fils exactly.
 */
const KD_PATTERN = /^(\d{1,9})(?:\.(\d{0,3}))?$/;

/** "12.5" → 12500; null when the text is not an amount of KD with at most 3 decimals. */
export function kdToFils(text: string): number | null {
  const match = KD_PATTERN.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(3, '0'));
  return whole * 1000 + fraction;
}

/** 12500 → "12.500": always three decimals, for an input's value. */
export function filsToKd(fils: number): string {
  const sign = fils < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fils));
  return `${sign}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
}
