import type { Permission } from '@storefront/contracts/staff';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { cardClass } from '../../shared/ui/styles.ts';
import { visibleNavItems } from '../layout/nav-items.ts';

/** A card for each section the staff member may open, under the greeting or the dashboard. */
export function SectionCards({
  permissions,
  headingLevel,
}: {
  permissions: readonly Permission[];
  /** h2 on the plain home; h3 under the dashboard's own "Sections" heading. */
  headingLevel: 'h2' | 'h3';
}) {
  const { t } = useI18n();
  const Heading = headingLevel;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {visibleNavItems(permissions).map((item) => (
        <li key={item.to}>
          <Link
            to={item.to}
            className={`${cardClass} block h-full p-4 hover:border-neutral-300 hover:shadow-sm`}
          >
            <Heading className="font-semibold text-primary-strong">{t(item.label)}</Heading>
            <p className="mt-1 text-sm text-neutral-600">{t(item.description)}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
