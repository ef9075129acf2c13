import { formatDate } from '@storefront/contracts/dates';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';

/** A date as the shop writes dates (Kuwait time, the month by name, a 24-hour time). */
export function OrderDate({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  const { language } = useTranslation();
  return <time dateTime={iso}>{formatDate(iso, language, { time: withTime })}</time>;
}
