import { useI18n } from '../../i18n/i18n-context.tsx';
import { filsToKd } from '../../lib/money.ts';

/** An amount in KD, its digits kept left to right inside Arabic text, never split across lines. */
export function Amount({ fils }: { fils: number }) {
  const { t } = useI18n();
  return (
    <bdi dir="ltr" className="whitespace-nowrap">
      {t('money.kd', { amount: filsToKd(fils) })}
    </bdi>
  );
}
