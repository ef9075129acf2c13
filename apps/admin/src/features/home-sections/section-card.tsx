import type { HomeItem } from '@storefront/contracts/admin-home';
import { HOME_GROUPS_MAX, HOME_ITEMS_MAX, HOME_NAME_MAX } from '@storefront/contracts/admin-home';
import { CheckboxField, TextField } from '../../shared/ui/field.tsx';
import {
  cardClass,
  dangerButtonClass,
  iconButtonClass,
  secondaryButtonClass,
} from '../../shared/ui/styles.ts';
import { DragHandle } from '../../shared/ui/tree-sortable.tsx';
import { controlIds, dragIds, type Editor, type MoveControl } from './editor.ts';
import { badgeClass, hiddenBadgeClass, ItemPicker, Thumbnail } from './item-picker.tsx';
import { type EditGroup, type EditList, slots } from './layout.ts';
import { SortableRows, useSortableRow } from './sortable.tsx';
import { type HomeT, useHomeI18n } from './text.ts';

// A row's worded buttons, a little narrower on a phone.
const narrow = (buttonClass: string) => buttonClass.replace('px-3', 'px-2 sm:px-3');
const removeClass = narrow(dangerButtonClass);

/** A message placed in the layout (not an input's: those are under their input). */
export function Problem({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} tabIndex={-1} className="text-xs font-medium text-red-700">
      {message}
    </p>
  );
}

/** ↑ and ↓ for a row named `name` (the focus-keeping ids by `idOf`), disabled at the ends. */
function MoveButtons({
  index,
  count,
  busy,
  labels,
  idOf,
  onMove,
}: {
  index: number;
  count: number;
  busy: boolean;
  labels: { up: string; down: string };
  idOf: (control: 'up' | 'down') => string;
  onMove: (to: number, control: MoveControl) => void;
}) {
  const { t } = useHomeI18n();
  const moves = [
    {
      control: 'up',
      symbol: '↑',
      to: index - 1,
      label: labels.up,
      hint: 'homeSections.moveUpHint',
    },
    {
      control: 'down',
      symbol: '↓',
      to: index + 1,
      label: labels.down,
      hint: 'homeSections.moveDownHint',
    },
  ] as const;
  return (
    <>
      {moves.map(({ control, symbol, to, label, hint }) => (
        <button
          key={control}
          id={idOf(control)}
          type="button"
          className={iconButtonClass}
          aria-label={label}
          title={t(hint)}
          disabled={to < 0 || to >= count}
          // Not disabled while saving: the focused button would lose the focus.
          aria-disabled={busy || undefined}
          onClick={() => !busy && onMove(to, control)}
        >
          <span aria-hidden="true">{symbol}</span>
        </button>
      ))}
    </>
  );
}

/** The names of a section or group: English (required) and Arabic, side by side. */
function NameFields({
  ids,
  labels,
  values,
  errors,
  onChange,
}: {
  ids: { en: string; ar: string };
  labels: { en: string; ar: string };
  values: { en: string; ar: string };
  errors: Readonly<Record<string, string>>;
  onChange: (lang: 'en' | 'ar', value: string) => void;
}) {
  const { t } = useHomeI18n();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        id={ids.en}
        label={t('homeSections.nameEn')}
        aria-label={labels.en}
        lang="en"
        dir="ltr"
        autoComplete="off"
        aria-required="true"
        maxLength={HOME_NAME_MAX}
        value={values.en}
        error={errors[ids.en]}
        onChange={(event) => onChange('en', event.currentTarget.value)}
      />
      <TextField
        id={ids.ar}
        label={t('homeSections.nameAr')}
        aria-label={labels.ar}
        lang="ar"
        dir="rtl"
        autoComplete="off"
        maxLength={HOME_NAME_MAX}
        value={values.ar}
        error={errors[ids.ar]}
        onChange={(event) => onChange('ar', event.currentTarget.value)}
      />
    </div>
  );
}

/**
 * One section of the home page: its drag handle, name, kind, moves and removal; its names, whether
 * it shows, and its groups (each a tab on the shop), in order, with a button to add one.
 */
export function SectionCard({ index, editor }: { index: number; editor: Editor }) {
  const { t } = useHomeI18n();
  const list = editor.lists[index]!;
  const name = editor.listName(index);
  const { row, handle, dragging } = useSortableRow(list.key, dragIds.sections);
  const titleId = controlIds.listTitle(list.key);
  const hintId = `hs-${list.key}-groups-hint`;
  const fullId = `hs-${list.key}-groups-full`;
  const full = list.groups.length >= HOME_GROUPS_MAX;
  const only = list.groups.length === 1;
  const sectionLabel = t('homeSections.sectionLabel', { n: index + 1 });
  const shownProblem = editor.errors[slots.listShown(list)];
  return (
    <li {...row} className={`${cardClass} ${dragging ? 'relative z-10 shadow-lg' : ''}`}>
      <section aria-labelledby={titleId}>
        <div className="flex flex-wrap items-center gap-2 border-b border-neutral-200 p-3">
          <DragHandle
            {...handle}
            id={controlIds.list(list.key, 'drag')}
            aria-label={t('homeSections.drag', { name })}
          />
          <h2
            id={titleId}
            tabIndex={-1}
            className="min-w-0 flex-1 basis-40 break-words font-semibold text-neutral-900"
          >
            {name}
          </h2>
          <span className={badgeClass}>{t(`homeSections.kind.${list.kind}`)}</span>
          {!list.published && (
            <span className={hiddenBadgeClass}>{t('homeSections.notShown')}</span>
          )}
          <div className="flex flex-wrap items-center gap-1">
            <MoveButtons
              index={index}
              count={editor.lists.length}
              busy={editor.busy}
              labels={{
                up: t('homeSections.moveUp', { name }),
                down: t('homeSections.moveDown', { name }),
              }}
              idOf={(control) => controlIds.list(list.key, control)}
              onMove={(to, control) => editor.moveList(index, to, control)}
            />
            <button
              id={controlIds.list(list.key, 'remove')}
              type="button"
              className={removeClass}
              aria-label={t('homeSections.remove', { name })}
              aria-disabled={editor.busy || undefined}
              onClick={() => !editor.busy && editor.removeList(index)}
            >
              {t('homeSections.removeShort')}
            </button>
          </div>
        </div>
        <div className="space-y-4 p-3">
          <Problem id={slots.list(list)} message={editor.errors[slots.list(list)]} />
          <NameFields
            ids={{ en: slots.listNameEn(list), ar: slots.listNameAr(list) }}
            labels={{
              en: t('homeSections.nameEnOf', { name: sectionLabel }),
              ar: t('homeSections.nameArOf', { name: sectionLabel }),
            }}
            values={list.name}
            errors={editor.errors}
            onChange={(lang, value) => editor.renameList(index, lang, value)}
          />
          <div>
            <CheckboxField
              id={slots.listShown(list)}
              label={t('homeSections.show')}
              aria-label={t('homeSections.showOf', { name })}
              aria-describedby={`${slots.listShown(list)}-hint${shownProblem ? ` ${slots.listShown(list)}-error` : ''}`}
              aria-invalid={shownProblem ? true : undefined}
              checked={list.published}
              onChange={(event) => editor.setShown(index, event.currentTarget.checked)}
            />
            <p id={`${slots.listShown(list)}-hint`} className="ps-6 text-xs text-neutral-600">
              {t('homeSections.showHint')}
            </p>
            <Problem id={`${slots.listShown(list)}-error`} message={shownProblem} />
          </div>
          <div className="space-y-3">
            <p id={hintId} className="text-sm text-neutral-700">
              {t('homeSections.groupsHint')} {only && t('homeSections.lastGroup')}
            </p>
            <SortableRows
              container={dragIds.groups(list.key)}
              ids={list.groups.map((group) => group.key)}
            >
              <ol aria-label={t('homeSections.groups', { name })} className="space-y-3">
                {list.groups.map((group, groupIndex) => (
                  <GroupEditor
                    key={group.key}
                    list={list}
                    listIndex={index}
                    group={group}
                    groupIndex={groupIndex}
                    hintId={hintId}
                    editor={editor}
                  />
                ))}
              </ol>
            </SortableRows>
            <Problem id={slots.groups(list)} message={editor.errors[slots.groups(list)]} />
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <button
                id={controlIds.list(list.key, 'add-group')}
                type="button"
                className={secondaryButtonClass}
                aria-label={t('homeSections.addGroupTo', { name })}
                aria-describedby={full ? fullId : undefined}
                disabled={full}
                onClick={() => editor.addGroup(index)}
              >
                <span aria-hidden="true">+</span>
                {t('homeSections.addGroup')}
              </button>
              {full && (
                <p id={fullId} className="text-xs text-neutral-600">
                  {t('homeSections.groupsFull', { max: HOME_GROUPS_MAX })}
                </p>
              )}
            </div>
          </div>
        </div>
      </section>
    </li>
  );
}

/**
 * A group (a tab of its section): its drag handle, moves and removal (a section keeps one); its
 * names; its items in order; and the picker adding products or categories, up to the limit.
 */
function GroupEditor({
  list,
  listIndex,
  group,
  groupIndex,
  hintId,
  editor,
}: {
  list: EditList;
  listIndex: number;
  group: EditGroup;
  groupIndex: number;
  hintId: string;
  editor: Editor;
}) {
  const { t, lang } = useHomeI18n();
  const label = editor.groupLabel(listIndex, groupIndex);
  const { row, handle, dragging } = useSortableRow(group.key, dragIds.groups(list.key));
  const only = list.groups.length === 1;
  const full = group.items.length >= HOME_ITEMS_MAX;
  const open = editor.picking === group.key;
  const pickerId = `hs-${group.key}-picker`;
  const fullId = `hs-${group.key}-items-full`;
  const itemsProblem = editor.errors[slots.items(group)];
  const own = (lang === 'ar' && group.name.ar.trim()) || group.name.en.trim();
  const addLabel =
    list.kind === 'product'
      ? t('homeSections.addProductTo', { group: label })
      : t('homeSections.addCategoryTo', { group: label });
  return (
    <li
      {...row}
      className={`rounded-md border border-neutral-200 bg-neutral-50 p-3 ${dragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <DragHandle
          {...handle}
          id={controlIds.group(group.key, 'drag')}
          aria-label={t('homeSections.drag', { name: label })}
        />
        <h3
          id={controlIds.groupTitle(group.key)}
          tabIndex={-1}
          className="min-w-0 flex-1 basis-32 break-words text-sm font-semibold text-neutral-900"
        >
          {t('homeSections.groupHeading', { n: groupIndex + 1 })}
          {own && <span className="font-normal text-neutral-700"> · {own}</span>}
        </h3>
        <div className="flex flex-wrap items-center gap-1">
          <MoveButtons
            index={groupIndex}
            count={list.groups.length}
            busy={editor.busy}
            labels={{
              up: t('homeSections.moveUp', { name: label }),
              down: t('homeSections.moveDown', { name: label }),
            }}
            idOf={(control) => controlIds.group(group.key, control)}
            onMove={(to, control) => editor.moveGroup(listIndex, groupIndex, to, control)}
          />
          <button
            id={controlIds.group(group.key, 'remove')}
            type="button"
            className={removeClass}
            aria-label={t('homeSections.remove', { name: label })}
            aria-describedby={only ? hintId : undefined}
            disabled={only}
            aria-disabled={editor.busy || undefined}
            onClick={() => !editor.busy && editor.removeGroup(listIndex, groupIndex)}
          >
            {t('homeSections.removeShort')}
          </button>
        </div>
      </div>
      <div className="mt-3 space-y-3">
        <Problem id={slots.group(group)} message={editor.errors[slots.group(group)]} />
        <NameFields
          ids={{ en: slots.groupNameEn(group), ar: slots.groupNameAr(group) }}
          labels={{
            en: t('homeSections.nameEnOf', { name: label }),
            ar: t('homeSections.nameArOf', { name: label }),
          }}
          values={group.name}
          errors={editor.errors}
          onChange={(which, value) => editor.renameGroup(listIndex, groupIndex, which, value)}
        />
        {group.items.length === 0 ? (
          <p className="text-sm text-neutral-600">{t('homeSections.noItems')}</p>
        ) : (
          <SortableRows
            container={dragIds.items(group.key)}
            ids={group.items.map((item) => dragIds.item(group.key, item.id))}
          >
            <ol
              aria-label={t('homeSections.items', { group: label })}
              className="overflow-hidden rounded-md border border-neutral-200 bg-white"
            >
              {group.items.map((item, itemIndex) => (
                <ItemRow
                  key={item.id}
                  item={item}
                  index={itemIndex}
                  listIndex={listIndex}
                  group={group}
                  groupIndex={groupIndex}
                  label={label}
                  editor={editor}
                  t={t}
                />
              ))}
            </ol>
          </SortableRows>
        )}
        <Problem id={slots.items(group)} message={itemsProblem} />
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <button
            id={controlIds.group(group.key, 'add')}
            type="button"
            className={secondaryButtonClass}
            aria-label={addLabel}
            aria-expanded={open}
            aria-controls={open ? pickerId : undefined}
            aria-describedby={
              [full ? fullId : '', itemsProblem ? slots.items(group) : '']
                .filter(Boolean)
                .join(' ') || undefined
            }
            disabled={full && !open}
            onClick={() => editor.openPicker(open ? null : group.key)}
          >
            <span aria-hidden="true">+</span>
            {list.kind === 'product' ? t('homeSections.addProduct') : t('homeSections.addCategory')}
          </button>
          <p className="text-xs text-neutral-600">
            {t('homeSections.itemCount', { count: group.items.length, max: HOME_ITEMS_MAX })}
          </p>
          {full && (
            <p id={fullId} className="text-xs text-neutral-600">
              {t('homeSections.itemsFull', { max: HOME_ITEMS_MAX })}
            </p>
          )}
        </div>
        {open && (
          <ItemPicker
            id={pickerId}
            kind={list.kind}
            label={t('homeSections.picker', { group: label })}
            chosen={new Set(group.items.map((item) => item.id))}
            full={full}
            fullText={t('homeSections.itemsFull', { max: HOME_ITEMS_MAX })}
            onAdd={(item: HomeItem) => editor.addItem(listIndex, groupIndex, item)}
            onClose={() => editor.openPicker(null)}
          />
        )}
      </div>
    </li>
  );
}

/** One item of a group: handle, picture, name (and number), its badge, moves and removal. */
function ItemRow({
  item,
  index,
  listIndex,
  group,
  groupIndex,
  label,
  editor,
  t,
}: {
  item: HomeItem;
  index: number;
  listIndex: number;
  group: EditGroup;
  groupIndex: number;
  label: string;
  editor: Editor;
  t: HomeT;
}) {
  const { row, handle, dragging } = useSortableRow(
    dragIds.item(group.key, item.id),
    dragIds.items(group.key),
  );
  const problem = editor.errors[slots.item(group, item.id)];
  return (
    <li
      {...row}
      className={`flex flex-wrap items-center gap-2 border-b border-neutral-100 bg-white px-2 py-1.5 last:border-b-0 ${dragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <DragHandle
        {...handle}
        id={controlIds.item(group.key, item.id, 'drag')}
        aria-label={t('homeSections.itemDrag', { name: item.name, group: label })}
      />
      <Thumbnail picture={item.picture} />
      <div className="min-w-0 flex-1 basis-32">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="break-words text-sm font-medium text-neutral-900">{item.name}</span>
          <bdi dir="ltr" className="text-xs text-neutral-600">{`#${item.id}`}</bdi>
        </p>
        {!item.visible && (
          <p className="mt-0.5">
            <span className={hiddenBadgeClass}>{t('homeSections.hiddenItem')}</span>
          </p>
        )}
        <Problem id={slots.item(group, item.id)} message={problem} />
      </div>
      <div className="flex flex-wrap items-center gap-1">
        <MoveButtons
          index={index}
          count={group.items.length}
          busy={editor.busy}
          labels={{
            up: t('homeSections.itemMoveUp', { name: item.name, group: label }),
            down: t('homeSections.itemMoveDown', { name: item.name, group: label }),
          }}
          idOf={(control) => controlIds.item(group.key, item.id, control)}
          onMove={(to, control) => editor.moveItem(listIndex, groupIndex, index, to, control)}
        />
        <button
          id={controlIds.item(group.key, item.id, 'remove')}
          type="button"
          className={iconButtonClass}
          aria-label={t('homeSections.itemRemove', { name: item.name, group: label })}
          aria-describedby={problem ? slots.item(group, item.id) : undefined}
          aria-disabled={editor.busy || undefined}
          onClick={() => !editor.busy && editor.removeItem(listIndex, groupIndex, index)}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </li>
  );
}
