import { ChevronDown, ExternalLink } from 'lucide-react';
import { type PointerEvent as ReactPointerEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import type { MenuNode } from '../menu-tree.ts';
import { MenuLink } from './menu-link.tsx';
import { topLinkClass } from './top-link-class.ts';

/**
 * A top item's drop-down (W3C disclosure navigation pattern: Enter/Space toggle, Escape closes
 * and returns focus, leaving the drop-down closes it; a mouse pointing at the item opens it
 * too). Loaded on its own: the bar's links work before it arrives.
 */
const HOVER_CLOSE_DELAY_MS = 200;

export default function DropDown({ node }: { node: MenuNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Opened by pointing (not by the button): leaving closes it, and the button pins it open. */
  const byHover = useRef(false);
  useEffect(() => () => clearTimeout(closing.current), []);
  // A mouse opens the drop-down by pointing at the item, as on every shop's menu bar; leaving
  // closes it after a moment, so crossing the gap to the drop-down does not. Touch and keyboard
  // keep the button (the link itself navigates).
  const onPointerEnter = (event: ReactPointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(closing.current);
    if (!open) {
      byHover.current = true;
      setOpen(true);
    }
  };
  const onPointerLeave = (event: ReactPointerEvent) => {
    if (event.pointerType !== 'mouse' || !byHover.current) return;
    closing.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
  };
  const onToggle = () => {
    // Pointing opened it on the way to the button: the press keeps it open rather than closing.
    const pinning = byHover.current;
    byHover.current = false;
    clearTimeout(closing.current);
    setOpen((current) => (pinning ? true : !current));
  };

  // Navigating closes the drop-down.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location change only
  useEffect(() => setOpen(false), [pathname, search]);

  // Outside presses, Escape and focus leaving the drop-down close it (listeners on the
  // container, so the markup stays plain links and a button).
  useEffect(() => {
    const root = container.current;
    if (!open || !root) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    root.addEventListener('keydown', onKeyDown);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <div
      ref={container}
      className="flex items-center"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <MenuLink item={node.item} className={`${topLinkClass} pe-1`} />
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={t('header.submenu', { title: node.item.title })}
        onClick={onToggle}
        className="rounded-md p-1.5 text-neutral-700 hover:bg-neutral-100 hover:text-neutral-950"
      >
        <ChevronDown
          aria-hidden
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <ul
        id={id}
        hidden={!open}
        className="absolute start-0 top-full z-50 mt-1 min-w-56 rounded-xl border border-neutral-200 bg-white p-2 shadow-lg"
      >
        {node.children.map((child) => (
          <SubItem key={child.item.menuItemId} node={child} depth={0} />
        ))}
      </ul>
    </div>
  );
}

function SubItem({ node, depth }: { node: MenuNode; depth: number }) {
  return (
    <li>
      <MenuLink
        item={node.item}
        className={`flex items-center gap-1 rounded-lg px-3 py-2 text-sm text-neutral-800 hover:bg-neutral-100 hover:text-neutral-950 ${depth > 0 ? 'ps-6' : ''}`}
      >
        {node.item.title}
        {node.item.openInNewTab && <ExternalLink aria-hidden className="size-3.5" />}
      </MenuLink>
      {node.children.length > 0 && (
        <ul>
          {node.children.map((child) => (
            <SubItem key={child.item.menuItemId} node={child} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  );
}
