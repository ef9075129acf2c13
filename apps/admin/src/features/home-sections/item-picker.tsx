import type { HomeItem } from '@storefront/contracts/admin-home';
import { useEffect, useId, useState } from 'react';
import { useCategories, withDepth } from '../../shared/api/list-categories.ts';
import { useProductSearch } from '../../shared/api/search-products.ts';
import { inLanguage } from '../../shared/localized.ts';
import { SelectField, TextField } from '../../shared/ui/field.tsx';
import { secondaryButtonClass } from '../../shared/ui/styles.ts';
import type { HomeKind } from './layout.ts';
import { useHomeI18n } from './text.ts';

export const badgeClass = 'rounded bg-neutral-200 px-1.5 py-0.5 text-xs text-neutral-800';
export const hiddenBadgeClass = 'rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900';

/** An item's picture, or a grey square without one (its name is beside it: no alt text). */
export function Thumbnail({ picture }: { picture: string | null }) {
  return picture ? (
    <img
      src={picture}
      alt=""
      loading="lazy"
      className="size-10 shrink-0 rounded border border-neutral-200 object-cover"
    />
  ) : (
    <span
      aria-hidden="true"
      className="size-10 shrink-0 rounded border border-neutral-200 bg-neutral-100"
    />
  );
}

/**
 * What is added to a group: products found by name or SKU, or a category of the tree. Items
 * already in the group (or a full group) cannot be added; Escape or Done closes it.
 */
export function ItemPicker({
  id,
  kind,
  label,
  chosen,
  full,
  fullText,
  onAdd,
  onClose,
}: {
  id: string;
  kind: HomeKind;
  /** "Add to group 2 of New arrivals". */
  label: string;
  chosen: ReadonlySet<number>;
  full: boolean;
  fullText: string;
  onAdd: (item: HomeItem) => void;
  onClose: () => void;
}) {
  const { t } = useHomeI18n();
  return (
    <fieldset
      id={id}
      className="mt-2 space-y-3 rounded-md border border-neutral-300 bg-white p-3"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <legend className="px-1 text-sm font-medium text-neutral-800">{label}</legend>
      {full && <p className="text-xs font-medium text-amber-900">{fullText}</p>}
      {kind === 'product' ? (
        <ProductPicker chosen={chosen} full={full} onAdd={onAdd} />
      ) : (
        <CategoryPicker chosen={chosen} full={full} onAdd={onAdd} />
      )}
      <button type="button" className={secondaryButtonClass} onClick={onClose}>
        {t('homeSections.pickerDone')}
      </button>
    </fieldset>
  );
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

/** The products matching a search (the first page's first 8), each added with a press. */
function ProductPicker({
  chosen,
  full,
  onAdd,
}: {
  chosen: ReadonlySet<number>;
  full: boolean;
  onAdd: (item: HomeItem) => void;
}) {
  const { t, lang } = useHomeI18n();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const query = useSettled(search.trim());
  const found = useProductSearch(query);
  const results = query.length >= 2 ? (found.data?.items.slice(0, 8) ?? []) : [];

  useEffect(() => {
    document.getElementById(searchId)?.focus();
  }, [searchId]);

  return (
    <div>
      <TextField
        id={searchId}
        type="search"
        label={t('homeSections.productSearch')}
        hint={t('homeSections.productSearchHint')}
        autoComplete="off"
        className="max-w-md"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        onKeyDown={(event) => {
          // Escape empties the search first, and closes the picker only once it is empty.
          if (event.key === 'Escape' && search) {
            event.stopPropagation();
            setSearch('');
          }
        }}
      />
      <p role="status" className="mt-1 text-xs text-neutral-600 empty:hidden">
        {query.length >= 2 && found.data
          ? results.length === 0
            ? t('homeSections.productNone')
            : t('homeSections.productsFound', { count: results.length })
          : ''}
      </p>
      {results.length > 0 && (
        <ul aria-label={t('homeSections.productResults')} className="mt-1 space-y-1">
          {results.map((product) => {
            const name = inLanguage(product.name, lang);
            const inGroup = chosen.has(product.id);
            const visible = product.published && !product.archived;
            return (
              <li key={product.id}>
                {/* Not disabled once added: the focused button would lose the focus. */}
                <button
                  type="button"
                  aria-label={t('homeSections.productAdd', { name, id: product.id })}
                  aria-disabled={inGroup || full || undefined}
                  className="flex w-full items-center gap-3 rounded-md border border-neutral-300 bg-white px-2 py-1.5 text-start text-sm hover:bg-neutral-50 aria-disabled:cursor-not-allowed aria-disabled:bg-neutral-100 aria-disabled:text-neutral-600"
                  onClick={() => {
                    if (inGroup || full) return;
                    onAdd({ id: product.id, name, picture: product.picture, visible });
                  }}
                >
                  <Thumbnail picture={product.picture} />
                  <span className="min-w-0 flex-1">
                    <span className="block break-words font-medium">{name}</span>
                    <span className="block text-xs text-neutral-600">
                      <bdi dir="ltr">{`#${product.id} · ${product.sku}`}</bdi>
                    </span>
                  </span>
                  {!visible && (
                    <span className={hiddenBadgeClass}>{t('homeSections.hiddenItem')}</span>
                  )}
                  {inGroup && <span className={badgeClass}>{t('homeSections.inGroup')}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** A category of the tree (indented by depth), added with the button. */
function CategoryPicker({
  chosen,
  full,
  onAdd,
}: {
  chosen: ReadonlySet<number>;
  full: boolean;
  onAdd: (item: HomeItem) => void;
}) {
  const { t, lang } = useHomeI18n();
  const selectId = useId();
  const categories = useCategories();
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    document.getElementById(selectId)?.focus();
  }, [selectId]);

  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (full) return;
        const category = categories.data?.find((each) => String(each.id) === value);
        if (!category || chosen.has(category.id)) {
          setMissing(true);
          document.getElementById(selectId)?.focus();
          return;
        }
        setMissing(false);
        setValue('');
        onAdd({
          id: category.id,
          name: inLanguage(category.name, lang),
          picture: null,
          visible: category.published,
        });
      }}
    >
      <SelectField
        id={selectId}
        label={t('homeSections.category')}
        className="min-w-0 max-w-md flex-1 basis-56"
        value={value}
        error={missing ? t('homeSections.categoryRequired') : undefined}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setMissing(false);
        }}
      >
        <option value="">{t('homeSections.categoryChoose')}</option>
        {withDepth(categories.data ?? []).map((category) => {
          const name = `${'— '.repeat(category.depth)}${inLanguage(category.name, lang)}`;
          const inGroup = chosen.has(category.id);
          return (
            <option key={category.id} value={category.id} disabled={inGroup}>
              {inGroup
                ? t('homeSections.categoryInGroup', { name })
                : category.published
                  ? name
                  : t('homeSections.categoryHidden', { name })}
            </option>
          );
        })}
      </SelectField>
      {/* Not disabled when full: the focused button would lose the focus. */}
      <button type="submit" className={secondaryButtonClass} aria-disabled={full || undefined}>
        {t('homeSections.categoryAdd')}
      </button>
    </form>
  );
}
