import { useTranslation } from '../../../shared/hooks/use-translation.ts';

/** A date as the shop's customers read it (Kuwait time; Latin digits in both languages). */
export function OrderDate({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  const { language } = useTranslation();
  const text = new Intl.DateTimeFormat(language === 'ar' ? 'ar-KW-u-nu-latn' : 'en-GB', {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'Asia/Kuwait',
  }).format(new Date(iso));
  return <time dateTime={iso}>{text}</time>;
}
