import type { TranslateValues } from '../../i18n/catalogue.ts';
import type { AdminKey } from '../../i18n/en.ts';

/**
 * The job's time left in words: "About 2 min left" (minutes rounded up, so it never promises
 * less than the pace says), hours and minutes past an hour; null seconds before it is known.
 */
export function timeLeft(seconds: number | null): [AdminKey, TranslateValues?] {
  if (seconds === null) return ['imports.timeLeft.unknown'];
  if (seconds < 60) return ['imports.timeLeft.soon'];
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return ['imports.timeLeft.minutes', { minutes }];
  return ['imports.timeLeft.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 }];
}
