import { isApiError } from '@storefront/client/api-error';
import type { AdminMenuItem, MenuItemRequest } from '@storefront/contracts/admin-menus';
import { isMenuLink } from '@storefront/contracts/menu-links';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useCategories, withDepth } from '../../shared/api/list-categories.ts';
import { inLanguage } from '../../shared/localized.ts';
import { CheckboxField, SelectField, TextField } from '../../shared/ui/field.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { cardClass, primaryButtonClass, secondaryButtonClass } from '../../shared/ui/styles.ts';
import { LINK_KINDS, type Link, type LinkKind, linkOf, routeOf } from './link-kinds.ts';

/**
 * A menu item's titles, link and flags: a new one (under `parentName`, if any) or `item`
 * edited. Sends the request; a refusal's field messages show under their fields.
 */
export function MenuItemForm({
  item,
  heading,
  error,
  pending,
  onSubmit,
  onCancel,
}: {
  item?: AdminMenuItem;
  heading: string;
  error: unknown;
  pending: boolean;
  onSubmit: (body: MenuItemRequest) => void;
  onCancel: () => void;
}) {
  const { t, lang } = useI18n();
  const categories = useCategories();
  const [titleEn, setTitleEn] = useState(item?.title.en ?? '');
  const [titleAr, setTitleAr] = useState(item?.title.ar ?? '');
  const [link, setLink] = useState<Link>(item ? linkOf(item.route) : { kind: 'home', value: '' });
  const [newTab, setNewTab] = useState(item?.openInNewTab ?? false);
  const [guests, setGuests] = useState(item?.allowGuestUser ?? true);
  const [visible, setVisible] = useState(item?.visible ?? true);
  const [checked, setChecked] = useState(false);
  const fields = isApiError(error) ? error.fields : {};
  const route = routeOf(link);
  const linkProblem =
    checked &&
    (link.kind !== 'home' && !link.value.trim()
      ? t('menus.linkRequired')
      : !isMenuLink(route)
        ? t('menus.addressHint')
        : undefined);
  const linkError = linkProblem || fields.route;

  const valueField = (() => {
    const set = (value: string) => setLink({ ...link, value });
    switch (link.kind) {
      case 'home':
        return null;
      case 'category':
        return (
          <SelectField
            label={t('menus.category')}
            value={link.value}
            error={linkError}
            onChange={(event) => set(event.currentTarget.value)}
          >
            <option value="">—</option>
            {withDepth(categories.data ?? []).map((category) => (
              <option key={category.id} value={category.id}>
                {`${'— '.repeat(category.depth)}${inLanguage(category.name, lang)}`}
              </option>
            ))}
          </SelectField>
        );
      case 'product':
        return (
          <TextField
            label={t('menus.product')}
            inputMode="numeric"
            dir="ltr"
            value={link.value}
            error={linkError}
            onChange={(event) => set(event.currentTarget.value.replace(/\D/g, ''))}
          />
        );
      case 'page':
        return (
          <TextField
            label={t('menus.page')}
            dir="ltr"
            value={link.value}
            error={linkError}
            onChange={(event) => set(event.currentTarget.value)}
          />
        );
      case 'address':
        return (
          <TextField
            label={t('menus.address')}
            hint={t('menus.addressHint')}
            dir="ltr"
            value={link.value}
            error={linkError}
            onChange={(event) => set(event.currentTarget.value)}
          />
        );
    }
  })();

  return (
    <section aria-labelledby="menu-item-form" className={`${cardClass} p-4`}>
      <h2 id="menu-item-form" className="mb-3 font-semibold">
        {heading}
      </h2>
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setChecked(true);
          if ((link.kind !== 'home' && !link.value.trim()) || !isMenuLink(route)) return;
          onSubmit({
            title: titleAr.trim() ? { en: titleEn, ar: titleAr } : { en: titleEn },
            route,
            openInNewTab: newTab,
            allowGuestUser: guests,
            visible,
          });
        }}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('menus.titleEn')}
            lang="en"
            dir="ltr"
            required
            value={titleEn}
            error={fields['title.en'] ?? fields.title}
            onChange={(event) => setTitleEn(event.currentTarget.value)}
          />
          <TextField
            label={t('menus.titleAr')}
            lang="ar"
            dir="rtl"
            value={titleAr}
            error={fields['title.ar']}
            onChange={(event) => setTitleAr(event.currentTarget.value)}
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={t('menus.linkKind')}
            value={link.kind}
            onChange={(event) =>
              setLink({ kind: event.currentTarget.value as LinkKind, value: '' })
            }
          >
            {LINK_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`menus.kind.${kind}`)}
              </option>
            ))}
          </SelectField>
          {valueField}
        </div>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <CheckboxField
            label={t('menus.openInNewTab')}
            checked={newTab}
            onChange={(event) => setNewTab(event.currentTarget.checked)}
          />
          <CheckboxField
            label={t('menus.showToGuests')}
            checked={guests}
            onChange={(event) => setGuests(event.currentTarget.checked)}
          />
          <CheckboxField
            label={t('menus.visible')}
            checked={visible}
            onChange={(event) => setVisible(event.currentTarget.checked)}
          />
        </div>
        <FormAlert
          message={
            error && !(isApiError(error) && Object.keys(error.fields).length > 0)
              ? isApiError(error)
                ? error.message
                : t('common.failed')
              : undefined
          }
        />
        <div className="flex gap-2">
          <button type="submit" className={primaryButtonClass} disabled={pending}>
            {t('common.save')}
          </button>
          <button type="button" className={secondaryButtonClass} onClick={onCancel}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
