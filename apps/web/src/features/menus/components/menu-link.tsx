import type { MenuItem } from '@storefront/contracts/menus';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { isExternalRoute } from '../menu-tree.ts';

interface MenuLinkProps {
  item: MenuItem;
  className?: string;
  children?: ReactNode;
  onClick?: () => void;
}

/**
 * A menu item's link: app routes through the router, absolute URLs as plain links, and
 * openInNewTab honoured with a warning for screen readers (spec 2, 3).
 */
export function MenuLink({ item, className, children, onClick }: MenuLinkProps) {
  const { t } = useTranslation();
  const newTab = item.openInNewTab
    ? ({ target: '_blank', rel: 'noopener noreferrer' } as const)
    : undefined;
  const content = (
    <>
      {children ?? item.title}
      {item.openInNewTab && (
        <>
          {' '}
          <span className="sr-only">{t('header.opensInNewTab')}</span>
        </>
      )}
    </>
  );
  if (isExternalRoute(item.route)) {
    return (
      <a href={item.route} className={className} onClick={onClick} {...newTab}>
        {content}
      </a>
    );
  }
  return (
    <Link to={item.route} className={className} onClick={onClick} {...newTab}>
      {content}
    </Link>
  );
}
