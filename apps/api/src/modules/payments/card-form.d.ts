/** The pure functions of the card page's script (card-form.js), for its tests. */
export function groupCardNumber(value: string): string;
export function formatExpiry(value: string): string;
export function formatCvc(value: string): string;
export function caretAfterDigits(formatted: string, digitsBefore: number): number;
