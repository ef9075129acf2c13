import { ChevronDown, ExternalLink } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { MenuNode } from '../menu-tree.ts';
import { MenuLink } from './menu-link.tsx';
import { topLinkClass } from './top-link-class.ts';

// The drop-downs' behaviour (pointer, keyboard, focus) comes after the page paints: the server
// draws them whole, and until the code is here the item is its link and a chevron.
const DropDown = lazy(() => import('./desktop-drop-down.tsx'));

/**
 * The main menu on wide screens (spec 2): a row of links; an item with children gets a
 * disclosure button beside its link that opens a drop-down (desktop-drop-down.tsx).
 */
export function DesktopMenu({ tree, label }: { tree: MenuNode[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap items-center gap-x-1">
        {tree.map((node) => (
          <li key={node.item.menuItemId} className="relative">
            {node.children.length > 0 ? (
              <Suspense fallback={<DropDownPlaceholder node={node} />}>
                <DropDown node={node} />
              </Suspense>
            ) : (
              <MenuLink item={node.item} className={topLinkClass}>
                {node.item.title}
                {node.item.openInNewTab && <ExternalLink aria-hidden className="size-3.5" />}
              </MenuLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The item with children as it looks closed, while its drop-down's code loads. */
function DropDownPlaceholder({ node }: { node: MenuNode }) {
  return (
    <div className="flex items-center">
      <MenuLink item={node.item} className={`${topLinkClass} pe-1`} />
      <span aria-hidden className="p-1.5 text-neutral-700">
        <ChevronDown className="size-4" />
      </span>
    </div>
  );
}
