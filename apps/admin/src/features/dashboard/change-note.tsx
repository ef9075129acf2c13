import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { changeOf } from './change.ts';

const ARROW = { up: '↑', down: '↓', same: '→', fromZero: '↑' } as const;
const TONE = {
  up: 'text-green-800',
  down: 'text-red-800',
  same: 'text-neutral-700',
  fromZero: 'text-green-800',
} as const;

/**
 * "↑ Up 12%" / "↓ Down 5%" / "→ No change", in words (the colour only repeats them), then the
 * period before and its figure: "Yesterday: KD 10.000".
 */
export function ChangeNote({
  current,
  previous,
  previousLabel,
  previousValue,
}: {
  current: number;
  previous: number;
  previousLabel: string;
  previousValue: ReactNode;
}) {
  const { t } = useI18n();
  const change = changeOf(current, previous);
  return (
    <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm">
      <span className={`font-medium ${TONE[change.direction]}`}>
        <span aria-hidden="true">{ARROW[change.direction]} </span>
        {t(`dashboard.change.${change.direction}`)}
        {'percent' in change && (
          <>
            {' '}
            <bdi dir="ltr" className="whitespace-nowrap">
              {change.percent}%
            </bdi>
          </>
        )}
      </span>
      <span className="text-neutral-600">
        {previousLabel}: {previousValue}
      </span>
    </p>
  );
}
