import { isApiError } from '@storefront/client/api-error';
import type { AdminMenu } from '@storefront/contracts/admin-menus';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { inLanguage } from '../../shared/localized.ts';
import { NamePairForm } from '../../shared/ui/name-pair-form.tsx';
import { dangerButtonClass, linkClass, secondaryButtonClass } from '../../shared/ui/styles.ts';
import { useCreateMenu, useDeleteMenu, useRenameMenu } from './api.ts';

/**
 * An inline name form's frame: its first field takes the focus, Escape cancels (as the item
 * form does).
 */
function InlineNames({ onCancel, children }: { onCancel: () => void; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const cancel = useRef(onCancel);
  cancel.current = onCancel;
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    element.querySelector('input')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      cancel.current();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, []);
  return <div ref={frame}>{children}</div>;
}

/**
 * Puts the focus back on `target` (the button that opened a form) once `open` turns false,
 * unless `elsewhere()` was called first (the page puts it somewhere else).
 */
function useFocusOnClose(open: boolean) {
  const target = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  const skip = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open && !skip.current) target.current?.focus();
    if (!open) skip.current = false;
    wasOpen.current = open;
  }, [open]);
  return {
    target,
    elsewhere: () => {
      skip.current = true;
    },
  };
}

/**
 * "Add menu" beside the tabs: a new menu is shown nowhere until the theme uses it, so a menu for
 * Eid is made ahead and the theme scheduled to switch to it. Once added, the page chooses its
 * tab (and takes the focus there); cancelled, the focus goes back to the button.
 */
export function AddMenu({ onAdded }: { onAdded: (menu: AdminMenu, message: string) => void }) {
  const { t, lang } = useI18n();
  const [open, setOpen] = useState(false);
  const create = useCreateMenu();
  // Back on the button when cancelled; once added, the new menu's tab takes the focus.
  const focus = useFocusOnClose(open);
  if (!open) {
    return (
      <button
        ref={focus.target}
        type="button"
        className={secondaryButtonClass}
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">+</span>
        {t('menus.addMenu')}
      </button>
    );
  }
  return (
    <div className="w-full rounded-md border border-neutral-300 bg-neutral-50 p-3">
      <InlineNames onCancel={() => setOpen(false)}>
        <NamePairForm
          label={t('menus.newMenu')}
          submitLabel={t('menus.createMenu')}
          extra={<p className="text-xs text-neutral-600">{t('menus.newMenuHint')}</p>}
          onCancel={() => setOpen(false)}
          onSubmit={async (name) => {
            const menu = await create.mutateAsync({ name });
            focus.elsewhere();
            setOpen(false);
            onAdded(menu, t('menus.menuAdded', { name: inLanguage(menu.name, lang) }));
          }}
        />
      </InlineNames>
    </div>
  );
}

/**
 * Under the menu's name: where the theme shows it (or how to show it, now or scheduled: through
 * the theme), its rename form, and its delete, disabled and explained while the theme uses it.
 * Keyed by the menu: another tab starts afresh.
 */
export function MenuSettings({
  menu,
  onDone,
  onDeleted,
}: {
  menu: AdminMenu;
  onDone: (message: string) => void;
  onDeleted: (message: string) => void;
}) {
  const { t, lang } = useI18n();
  const [renaming, setRenaming] = useState(false);
  const rename = useRenameMenu();
  const remove = useDeleteMenu();
  const focus = useFocusOnClose(renaming);
  const name = inLanguage(menu.name, lang);
  const inUse = menu.usedAs.length > 0;
  const whereId = `menu-${menu.id}-use`;
  const whyId = `menu-${menu.id}-why`;
  return (
    <div className="space-y-2 border-b border-neutral-200 p-3 text-sm">
      <p id={whereId} className="text-neutral-700">
        {inUse ? (
          menu.usedAs.map((use) => t(`menus.used.${use}`)).join(' · ')
        ) : (
          <>
            {t('menus.unused')}{' '}
            <Link to="/settings/theme" className={linkClass}>
              {t('menus.themeLink')}
            </Link>
          </>
        )}
      </p>
      {renaming ? (
        <div className="rounded-md border border-neutral-300 bg-neutral-50 p-3">
          <InlineNames onCancel={() => setRenaming(false)}>
            <NamePairForm
              initial={menu.name}
              label={t('menus.renameMenu', { name })}
              submitLabel={t('menus.saveName')}
              onCancel={() => setRenaming(false)}
              onSubmit={async (pair) => {
                const saved = await rename.mutateAsync({ menuId: menu.id, body: { name: pair } });
                setRenaming(false);
                onDone(t('menus.renamed', { name: inLanguage(saved.name, lang) }));
              }}
            />
          </InlineNames>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <button
            ref={focus.target}
            type="button"
            className={secondaryButtonClass}
            aria-label={t('menus.renameMenu', { name })}
            onClick={() => {
              remove.reset();
              setRenaming(true);
            }}
          >
            {t('menus.rename')}
          </button>
          <button
            type="button"
            className={`${dangerButtonClass} aria-disabled:cursor-wait`}
            aria-label={t('menus.deleteMenuOf', { name })}
            aria-describedby={inUse ? `${whyId} ${whereId}` : undefined}
            // While the delete is sent: not disabled, the focused button would lose the focus.
            aria-disabled={(!inUse && remove.isPending) || undefined}
            disabled={inUse}
            onClick={() => {
              if (remove.isPending) return;
              if (!window.confirm(t('menus.confirmDeleteMenu', { name }))) return;
              remove.mutate(menu.id, {
                onSuccess: () => onDeleted(t('menus.menuDeleted', { name })),
              });
            }}
          >
            {t('menus.deleteMenu')}
          </button>
          {inUse && (
            <span id={whyId} className="text-xs text-neutral-600">
              {t('menus.inUseNoDelete')}
            </span>
          )}
        </div>
      )}
      {remove.error && (
        <p role="alert" className="font-medium text-red-700">
          {isApiError(remove.error) ? remove.error.message : t('common.failed')}
        </p>
      )}
    </div>
  );
}
