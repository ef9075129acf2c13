import { THEME_SCHEDULE_MAX_DAYS } from '@storefront/contracts/admin-theme';
import { invalidField } from './http-error.ts';

/**
 * Changes scheduled ahead (issue 28: the theme, a static page, the home page): each is a moment
 * on its row, published by a periodic job on one instance, which looks this often.
 */
export const SCHEDULE_CHECK_SECONDS = 5;

/** 400 naming publishAt unless it is after `now` and at most a year ahead. */
export function checkScheduleMoment(publishAt: Date, now = Date.now()): void {
  const ahead = publishAt.getTime() - now;
  if (!(ahead > 0 && ahead <= THEME_SCHEDULE_MAX_DAYS * 86_400_000)) {
    throw invalidField('publishAt', 'validation.scheduleAt');
  }
}
