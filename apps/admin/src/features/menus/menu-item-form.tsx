import { isApiError } from '@storefront/client/api-error';
import type { AdminMenuItem, MenuItemRequest } from '@storefront/contracts/admin-menus';
import { useEffect, useId, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useCategories, withDepth } from '../../shared/api/list-categories.ts';
import { useProductSearch } from '../../shared/api/search-products.ts';
import { inLanguage } from '../../shared/localized.ts';
import { CheckboxField, SelectField, TextField } from '../../shared/ui/field.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { primaryButtonClass, secondaryButtonClass } from '../../shared/ui/styles.ts';
import {
  LINK_KINDS,
  type Link,
  type LinkKind,
  linkOf,
  linkProblem,
  routeOf,
} from './link-kinds.ts';

/** The fields the API may name in a refusal, shown under their inputs (others above the form). */
const FIELD_NAMES = ['title.en', 'title.ar', 'route'] as const;
type FieldName = (typeof FIELD_NAMES)[number];

/**
 * A menu item's titles, link and flags, inline in the tree: a new item, or `item` edited. The
 * first field takes the focus; Escape cancels. What is missing is said under its field before
 * anything is sent; the API's refusals land under the field they name (others above the form).
 */
export function MenuItemForm({
  item,
  heading,
  error,
  pending,
  onSubmit,
  onCancel,
}: {
  item?: AdminMenuItem | undefined;
  heading: string;
  error: unknown;
  pending: boolean;
  onSubmit: (body: MenuItemRequest) => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const fieldId = (field: FieldName | 'heading') => `${id}-${field}`;
  const [titleEn, setTitleEn] = useState(item?.title.en ?? '');
  const [titleAr, setTitleAr] = useState(item?.title.ar ?? '');
  const stored = item ? linkOf(item.route) : null;
  const [kind, setKind] = useState<LinkKind>(stored?.kind ?? 'category');
  // What was typed or chosen for each kind, kept while another kind is tried.
  const [values, setValues] = useState<Record<LinkKind, string>>(() => ({
    category: '',
    product: '',
    page: '',
    home: '',
    address: '',
    ...(stored && { [stored.kind]: stored.value }),
  }));
  const link: Link = { kind, value: values[kind] };
  const [newTab, setNewTab] = useState(item?.openInNewTab ?? false);
  const [guests, setGuests] = useState(item?.allowGuestUser ?? true);
  const [visible, setVisible] = useState(item?.visible ?? true);
  // Problems found before sending show once the form was sent, and go as they are fixed.
  const [checked, setChecked] = useState(false);

  const served = isApiError(error) ? error.fields : {};
  const problem = linkProblem(link);
  const problems: Record<FieldName, string | undefined> = {
    'title.en': titleEn.trim() ? undefined : t('form.required'),
    'title.ar': undefined,
    route: problem ? t(problem) : undefined,
  };
  const message = (field: FieldName) => (checked ? problems[field] : undefined) ?? served[field];
  const general =
    error && !FIELD_NAMES.some((field) => served[field])
      ? isApiError(error)
        ? error.message
        : t('common.failed')
      : undefined;

  useEffect(() => {
    document.getElementById(`${id}-title.en`)?.focus();
  }, [id]);
  // A refusal naming a field takes the focus there.
  useEffect(() => {
    if (!isApiError(error)) return;
    const field = FIELD_NAMES.find((name) => error.fields[name]);
    if (field) document.getElementById(`${id}-${field}`)?.focus();
  }, [error, id]);

  return (
    <form
      noValidate
      aria-labelledby={fieldId('heading')}
      className="space-y-4 rounded-md border border-neutral-300 bg-neutral-50 p-3 sm:p-4"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) return;
        setChecked(true);
        const first = FIELD_NAMES.find((field) => problems[field]);
        if (first) {
          document.getElementById(fieldId(first))?.focus();
          return;
        }
        onSubmit({
          title: titleAr.trim()
            ? { en: titleEn.trim(), ar: titleAr.trim() }
            : { en: titleEn.trim() },
          route: routeOf(link),
          openInNewTab: newTab,
          allowGuestUser: guests,
          visible,
        });
      }}
    >
      <h3 id={fieldId('heading')} className="font-semibold text-neutral-900">
        {heading}
      </h3>
      <FormAlert message={general} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={fieldId('title.en')}
          label={t('menus.titleEn')}
          lang="en"
          dir="ltr"
          autoComplete="off"
          aria-required="true"
          value={titleEn}
          error={message('title.en')}
          onChange={(event) => setTitleEn(event.currentTarget.value)}
        />
        <TextField
          id={fieldId('title.ar')}
          label={t('menus.titleAr')}
          lang="ar"
          dir="rtl"
          autoComplete="off"
          value={titleAr}
          error={message('title.ar')}
          onChange={(event) => setTitleAr(event.currentTarget.value)}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(10rem,14rem)_1fr]">
        <SelectField
          label={t('menus.linkKind')}
          value={kind}
          onChange={(event) => setKind(event.currentTarget.value as LinkKind)}
        >
          {LINK_KINDS.map((each) => (
            <option key={each} value={each}>
              {t(`menus.kind.${each}`)}
            </option>
          ))}
        </SelectField>
        <LinkValueField
          kind={kind}
          value={link.value}
          fieldId={fieldId('route')}
          error={message('route')}
          onChange={(value) => setValues({ ...values, [kind]: value })}
        />
      </div>
      <div className="space-y-2">
        <CheckboxField
          label={t('menus.openInNewTab')}
          checked={newTab}
          onChange={(event) => setNewTab(event.currentTarget.checked)}
        />
        <div>
          <CheckboxField
            label={t('menus.showToGuests')}
            aria-describedby={`${id}-guests-hint`}
            checked={guests}
            onChange={(event) => setGuests(event.currentTarget.checked)}
          />
          <p id={`${id}-guests-hint`} className="ps-6 text-xs text-neutral-600">
            {t('menus.showToGuestsHint')}
          </p>
        </div>
        <div>
          <CheckboxField
            label={t('menus.visible')}
            aria-describedby={`${id}-visible-hint`}
            checked={visible}
            onChange={(event) => setVisible(event.currentTarget.checked)}
          />
          <p id={`${id}-visible-hint`} className="ps-6 text-xs text-neutral-600">
            {t('menus.visibleHint')}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {/* Not disabled while saving: the focused button would lose the focus. */}
        <button type="submit" className={primaryButtonClass} aria-disabled={pending || undefined}>
          {t('common.save')}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}

/** What the chosen kind of link names: a category, a product, a page or an address. */
function LinkValueField({
  kind,
  value,
  fieldId,
  error,
  onChange,
}: {
  kind: LinkKind;
  value: string;
  fieldId: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t, lang } = useI18n();
  const categories = useCategories();
  switch (kind) {
    case 'home':
      return null;
    case 'category':
      return (
        <SelectField
          id={fieldId}
          label={t('menus.category')}
          className="max-w-md"
          value={value}
          error={error}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          <option value="">{t('menus.categoryNone')}</option>
          {withDepth(categories.data ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {`${'— '.repeat(category.depth)}${inLanguage(category.name, lang)}`}
            </option>
          ))}
        </SelectField>
      );
    case 'product':
      return <ProductField fieldId={fieldId} value={value} error={error} onChange={onChange} />;
    case 'page':
      return (
        <TextField
          id={fieldId}
          label={t('menus.page')}
          hint={t('menus.pageHint')}
          className="max-w-md"
          dir="ltr"
          autoComplete="off"
          value={value}
          error={error}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'address':
      return (
        <TextField
          id={fieldId}
          label={t('menus.address')}
          hint={t('menus.addressHint')}
          dir="ltr"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={value}
          error={error}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
  }
}

/** Waits for typing to pause before a value is used (a search as one types). */
function useSettled(value: string, delay = 250) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** A product by its number, or found by its name or SKU (the first page of matches). */
function ProductField({
  fieldId,
  value,
  error,
  onChange,
}: {
  fieldId: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t, lang } = useI18n();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const query = useSettled(search.trim());
  const found = useProductSearch(query);
  const results = query.length >= 2 ? (found.data?.items.slice(0, 8) ?? []) : [];
  // The product picked from the results, named beside its number while it is the one chosen.
  const [picked, setPicked] = useState<{ id: string; name: string } | null>(null);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div>
        <TextField
          id={searchId}
          type="search"
          label={t('menus.productSearch')}
          hint={t('menus.productSearchHint')}
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter here searches (as typing does), it does not send the form; Escape empties
            // the search first, and cancels the form only once it is empty.
            if (event.key === 'Enter') event.preventDefault();
            if (event.key === 'Escape' && search) {
              event.stopPropagation();
              setSearch('');
            }
          }}
        />
        <p role="status" className="mt-1 text-xs text-neutral-600 empty:hidden">
          {query.length >= 2 && found.data
            ? results.length === 0
              ? t('menus.productNone')
              : t('menus.productsFound', { count: results.length })
            : ''}
        </p>
        {results.length > 0 && (
          <ul aria-label={t('menus.productResults')} className="mt-1 space-y-1">
            {results.map((product) => {
              const name = inLanguage(product.name, lang);
              return (
                <li key={product.id}>
                  <button
                    type="button"
                    aria-pressed={String(product.id) === value}
                    aria-label={t('menus.productChoose', { name, id: product.id })}
                    className="w-full rounded-md border border-neutral-300 bg-white px-3 py-1.5 text-start text-sm hover:bg-neutral-50 aria-pressed:border-primary-strong aria-pressed:bg-primary-strong/10"
                    onClick={() => {
                      setPicked({ id: String(product.id), name });
                      onChange(String(product.id));
                    }}
                  >
                    <span className="break-words">{name}</span>{' '}
                    <span className="text-neutral-600" dir="ltr">{`(#${product.id})`}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <TextField
        id={fieldId}
        label={t('menus.productId')}
        hint={picked?.id === value ? picked.name : undefined}
        inputMode="numeric"
        dir="ltr"
        autoComplete="off"
        value={value}
        error={error}
        onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, ''))}
      />
    </div>
  );
}
