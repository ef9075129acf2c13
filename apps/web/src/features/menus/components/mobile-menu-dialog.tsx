import { ChevronDown, ExternalLink } from 'lucide-react';
import { type RefObject, useId, useState } from 'react';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { SideSheet } from '../../../shared/ui/side-sheet.tsx';
import type { MenuNode } from '../menu-tree.ts';
import { MenuLink } from './menu-link.tsx';

interface MobileMenuDialogProps {
  tree: MenuNode[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns when the panel closes (the "Open menu" button). */
  returnFocus: RefObject<HTMLElement | null>;
}

/**
 * The main menu on small screens (spec 2): a modal panel sliding in from the inline-start edge
 * (left in English, right in Arabic), with the same tree; nested items expand in place.
 * Loaded on demand, so Base UI's dialog is not part of the first page load.
 */
export default function MobileMenuDialog({
  tree,
  open,
  onOpenChange,
  returnFocus,
}: MobileMenuDialogProps) {
  const { t } = useTranslation();
  const close = () => onOpenChange(false);
  return (
    <SideSheet
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={t('header.mainMenu')}
      closeLabel={t('header.closeMenu')}
      widthClass="w-[min(22rem,88vw)]"
    >
      {(titleId) => (
        <nav aria-labelledby={titleId} className="flex-1 overflow-y-auto px-2 py-3">
          <ul className="space-y-0.5">
            {tree.map((node) => (
              <PanelItem key={node.item.menuItemId} node={node} onNavigate={close} />
            ))}
          </ul>
        </nav>
      )}
    </SideSheet>
  );
}

const linkClass =
  'flex min-h-11 flex-1 items-center gap-1.5 rounded-lg px-3 text-base text-neutral-800 hover:bg-neutral-100 hover:text-neutral-950';

function PanelItem({ node, onNavigate }: { node: MenuNode; onNavigate: () => void }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const hasChildren = node.children.length > 0;
  return (
    <li>
      <div className="flex items-center">
        <MenuLink item={node.item} className={linkClass} onClick={onNavigate}>
          {node.item.title}
          {node.item.openInNewTab && <ExternalLink aria-hidden className="size-4" />}
        </MenuLink>
        {hasChildren && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-label={t('header.submenu', { title: node.item.title })}
            onClick={() => setExpanded((value) => !value)}
            className="rounded-lg p-3 text-neutral-700 hover:bg-neutral-100 hover:text-neutral-950"
          >
            <ChevronDown
              aria-hidden
              className={`size-5 transition-transform ${expanded ? 'rotate-180' : ''}`}
            />
          </button>
        )}
      </div>
      {hasChildren && (
        <ul id={listId} hidden={!expanded} className="ms-4 border-s border-neutral-200 ps-2">
          {node.children.map((child) => (
            <PanelItem key={child.item.menuItemId} node={child} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
    </li>
  );
}
