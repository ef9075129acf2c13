import { isApiError } from '@storefront/client/api-error';
import type { AdminMenu } from '@storefront/contracts/admin-menus';
import { useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { inLanguage } from '../../shared/localized.ts';
import { NamePairForm } from '../../shared/ui/name-pair-form.tsx';
import { dangerButtonClass, linkClass, secondaryButtonClass } from '../../shared/ui/styles.ts';
import { useCreateMenu, useDeleteMenu, useRenameMenu } from './api.ts';

/**
 * "Add menu" beside the tabs: a new menu is shown nowhere until the theme uses it, so a menu for
 * Eid is made ahead and the theme scheduled to switch to it.
 */
export function AddMenu({ onAdded }: { onAdded: (menu: AdminMenu, message: string) => void }) {
  const { t, lang } = useI18n();
  const [open, setOpen] = useState(false);
  const create = useCreateMenu();
  if (!open) {
    return (
      <button type="button" className={secondaryButtonClass} onClick={() => setOpen(true)}>
        <span aria-hidden="true">+</span>
        {t('menus.addMenu')}
      </button>
    );
  }
  return (
    <div className="w-full rounded-md border border-neutral-200 bg-white p-3">
      <NamePairForm
        label={t('menus.newMenu')}
        submitLabel={t('menus.createMenu')}
        onCancel={() => setOpen(false)}
        onSubmit={async (name) => {
          const menu = await create.mutateAsync({ name });
          setOpen(false);
          onAdded(menu, t('menus.menuAdded', { name: inLanguage(menu.name, lang) }));
        }}
      />
    </div>
  );
}

/** Where the theme shows the menu, its rename form, and its delete (only when unused). */
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
  const name = inLanguage(menu.name, lang);
  const inUse = menu.usedAs.length > 0;
  const hintId = `menu-${menu.id}-use`;
  return (
    <div className="space-y-2 border-b border-neutral-200 p-3 text-sm">
      <p id={hintId} className="text-neutral-700">
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
        <NamePairForm
          key={menu.id}
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
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className={secondaryButtonClass}
            aria-label={t('menus.renameMenu', { name })}
            onClick={() => setRenaming(true)}
          >
            {t('menus.rename')}
          </button>
          <button
            type="button"
            className={dangerButtonClass}
            aria-label={t('menus.deleteMenuOf', { name })}
            aria-describedby={inUse ? hintId : undefined}
            disabled={inUse || remove.isPending}
            title={inUse ? t('menus.inUseNoDelete') : undefined}
            onClick={() => {
              if (!window.confirm(t('menus.confirmDeleteMenu', { name }))) return;
              remove.mutate(menu.id, {
                onSuccess: () => onDeleted(t('menus.menuDeleted', { name })),
              });
            }}
          >
            {t('menus.deleteMenu')}
          </button>
          {inUse && <span className="text-xs text-neutral-600">{t('menus.inUseNoDelete')}</span>}
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
