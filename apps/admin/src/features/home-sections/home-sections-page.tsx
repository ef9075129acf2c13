import type { UniqueIdentifier } from '@dnd-kit/core';
import { isApiError } from '@storefront/client/api-error';
import {
  type AdminHome,
  HOME_ITEMS_MAX,
  HOME_LISTS_MAX,
  HOME_NAME_MAX,
  type HomeItem,
} from '@storefront/contracts/admin-home';
import { useEffect, useMemo, useRef, useState } from 'react';
import '../../i18n/content.ts';
import { formatDateTime } from '../../shared/format-date.ts';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { LoadFailed, Loading } from '../../shared/ui/query-status.tsx';
import {
  dangerButtonClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../shared/ui/styles.ts';
import { AddSectionForm } from './add-section-form.tsx';
import {
  useAdminHome,
  useCancelHomeSchedule,
  useDiscardHomeDraft,
  usePublishHome,
  useSaveHomeDraft,
  useScheduleHome,
} from './api.ts';
import { controlIds, dragIds, type Editor, type MoveControl } from './editor.ts';
import { HOME_PREVIEW_ID, HomePreview } from './home-preview.tsx';
import { HomeSchedule } from './home-schedule.tsx';
import {
  type EditList,
  type EditName,
  type HomeKind,
  missingNames,
  moved,
  newKey,
  type Problem,
  placeFields,
  sameLayout,
  slots,
  toEditable,
  toRequest,
} from './layout.ts';
import { Problem as ProblemText, SectionCard } from './section-card.tsx';
import { LayoutDnd, SortableRows } from './sortable.tsx';
import { useHomeI18n } from './text.ts';

const OPPOSITE: Record<MoveControl, MoveControl> = { up: 'down', down: 'up', drag: 'drag' };
const SUMMARY = 'hs-summary';

/**
 * /admin/home (content.manage): the home page's sections (data lists) in order, each a row of
 * products or of categories split into groups (tabs on the shop), each group's items in order.
 * Everything is edited here as one layout, saved whole as the draft (PUT admin/home/draft), then
 * published now or at a moment in Kuwait time. Publish and Schedule save unsaved edits first.
 */
export default function HomeSectionsPage() {
  const { t } = useHomeI18n();
  const home = useAdminHome();
  if (home.isError) {
    return (
      <>
        <PageHeader title={t('homeSections.title')} />
        <LoadFailed
          error={home.error}
          permission="content.manage"
          retry={() => void home.refetch()}
        />
      </>
    );
  }
  if (!home.data) {
    return (
      <>
        <PageHeader title={t('homeSections.title')} />
        <Loading />
      </>
    );
  }
  return <HomeEditor home={home.data} />;
}

function HomeEditor({ home }: { home: AdminHome }) {
  const { t, lang } = useHomeI18n();
  const [lists, setLists] = useState(() => toEditable(home.draft));
  // What the server holds: the layout is unsaved while it would send something else.
  const stored = useMemo(() => toEditable(home.draft), [home.draft]);
  const dirty = !sameLayout(lists, stored);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [alert, setAlert] = useState<string>();
  const [done, setDone] = useState('');
  const [picking, setPicking] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const save = useSaveHomeDraft();
  const discard = useDiscardHomeDraft();
  const publish = usePublishHome();
  const schedule = useScheduleHome();
  const cancelSchedule = useCancelHomeSchedule();
  const busy =
    save.isPending ||
    discard.isPending ||
    publish.isPending ||
    schedule.isPending ||
    cancelSchedule.isPending;

  // Leaving with unsaved edits (closing the tab, reloading) asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // Where the focus goes once the page shows a change: the first of these ids that is there
  // and not disabled (a moved row's button is drawn again in its new place).
  const focusNext = useRef<string[] | null>(null);
  useEffect(() => {
    const wanted = focusNext.current;
    if (!wanted) return;
    for (const id of wanted) {
      const element = document.getElementById(id);
      if (element && !(element instanceof HTMLButtonElement && element.disabled)) {
        focusNext.current = null;
        element.focus();
        return;
      }
    }
  });
  const [, redraw] = useState(0);
  const focusSoon = (...ids: string[]) => {
    focusNext.current = ids;
    redraw((n) => n + 1);
  };

  const errors = useMemo(() => {
    const bySlot: Record<string, string> = {};
    for (const problem of problems) {
      if (problem.slot) bySlot[problem.slot] ??= problem.message;
    }
    return bySlot;
  }, [problems]);

  const nameOf = (list: EditList | undefined, index: number) =>
    (list && ((lang === 'ar' && list.name.ar.trim()) || list.name.en.trim())) ||
    t('homeSections.untitled', { n: index + 1 });
  const listName = (index: number, from: readonly EditList[] = lists) => nameOf(from[index], index);
  const groupLabel = (listIndex: number, groupIndex: number, from: readonly EditList[] = lists) =>
    t('homeSections.groupLabel', { n: groupIndex + 1, section: listName(listIndex, from) });

  const failure = (error: unknown) => {
    if (!isApiError(error) || error.status >= 500) return t('common.failed');
    return error.code === 'network_error' ? t('common.offline') : error.message;
  };
  const start = () => {
    setDone('');
    setAlert(undefined);
  };
  /** Shows the problems by their fields and in the summary; the first field takes the focus. */
  const showProblems = (found: Problem[]) => {
    setProblems(found);
    const first = found.find((problem) => problem.slot !== null);
    focusSoon(...(first?.slot ? [first.slot] : []), SUMMARY);
  };

  /** Changes the layout (the messages in `cleared` go: what they said was changed). */
  const change = (next: (current: EditList[]) => EditList[], cleared: string[] = []) => {
    setLists(next);
    setAlert(undefined);
    if (cleared.length > 0) {
      setProblems((current) =>
        current.some((problem) => problem.slot && cleared.includes(problem.slot))
          ? current.filter((problem) => !problem.slot || !cleared.includes(problem.slot))
          : current,
      );
    }
  };
  const withList =
    (listIndex: number, update: (list: EditList) => EditList) => (current: EditList[]) =>
      current.map((list, i) => (i === listIndex ? update(list) : list));
  const withGroup = (
    listIndex: number,
    groupIndex: number,
    update: (group: EditList['groups'][number]) => EditList['groups'][number],
  ) =>
    withList(listIndex, (list) => ({
      ...list,
      groups: list.groups.map((group, j) => (j === groupIndex ? update(group) : group)),
    }));
  const renamed = (name: EditName, which: 'en' | 'ar', value: string) => ({
    ...name,
    [which]: value,
  });
  const focusAfterMove = (ids: (control: MoveControl) => string, control?: MoveControl) => {
    if (control) focusSoon(ids(control), ids(OPPOSITE[control]), ids('drag'));
  };

  const editor: Editor = {
    lists,
    busy,
    errors,
    picking,
    listName: (index) => listName(index),
    groupLabel: (listIndex, groupIndex) => groupLabel(listIndex, groupIndex),
    renameList: (listIndex, which, value) => {
      const list = lists[listIndex]!;
      setDone('');
      change(
        withList(listIndex, (each) => ({ ...each, name: renamed(each.name, which, value) })),
        [which === 'en' ? slots.listNameEn(list) : slots.listNameAr(list)],
      );
    },
    setShown: (listIndex, shown) => {
      setDone('');
      change(
        withList(listIndex, (list) => ({ ...list, published: shown })),
        [slots.listShown(lists[listIndex]!)],
      );
    },
    moveList: (from, to, control) => {
      const list = lists[from];
      if (!list || to < 0 || to >= lists.length) return;
      const next = moved(lists, from, to);
      change(() => next);
      setDone(
        t('homeSections.sectionMoved', {
          name: listName(to, next),
          at: to + 1,
          count: next.length,
        }),
      );
      focusAfterMove((each) => controlIds.list(list.key, each), control);
    },
    removeList: (listIndex) => {
      const name = listName(listIndex);
      if (!window.confirm(t('homeSections.confirmRemove', { name }))) return;
      const after = lists[listIndex + 1] ?? lists[listIndex - 1];
      change((current) => current.filter((_, i) => i !== listIndex));
      setDone(t('homeSections.sectionRemoved', { name }));
      focusSoon(...(after ? [controlIds.listTitle(after.key)] : []), controlIds.addSection);
    },
    addGroup: (listIndex) => {
      const list = lists[listIndex]!;
      const key = newKey('g');
      change(
        withList(listIndex, (each) => ({
          ...each,
          groups: [...each.groups, { key, id: null, name: { en: '', ar: '' }, items: [] }],
        })),
        [slots.groups(list)],
      );
      setDone(
        t('homeSections.groupAdded', { at: list.groups.length + 1, name: listName(listIndex) }),
      );
      focusSoon(`hs-${key}-name-en`);
    },
    renameGroup: (listIndex, groupIndex, which, value) => {
      const group = lists[listIndex]!.groups[groupIndex]!;
      setDone('');
      change(
        withGroup(listIndex, groupIndex, (each) => ({
          ...each,
          name: renamed(each.name, which, value),
        })),
        [which === 'en' ? slots.groupNameEn(group) : slots.groupNameAr(group)],
      );
    },
    moveGroup: (listIndex, from, to, control) => {
      const list = lists[listIndex]!;
      const group = list.groups[from];
      if (!group || to < 0 || to >= list.groups.length) return;
      change(withList(listIndex, (each) => ({ ...each, groups: moved(each.groups, from, to) })));
      const own = (lang === 'ar' && group.name.ar.trim()) || group.name.en.trim();
      setDone(
        t('homeSections.groupMoved', {
          name: own || t('homeSections.groupHeading', { n: from + 1 }),
          at: to + 1,
          count: list.groups.length,
        }),
      );
      focusAfterMove((each) => controlIds.group(group.key, each), control);
    },
    removeGroup: (listIndex, groupIndex) => {
      const list = lists[listIndex]!;
      if (list.groups.length <= 1) return;
      const after = list.groups[groupIndex + 1] ?? list.groups[groupIndex - 1];
      change(
        withList(listIndex, (each) => ({
          ...each,
          groups: each.groups.filter((_, j) => j !== groupIndex),
        })),
      );
      setDone(t('homeSections.groupRemoved', { at: groupIndex + 1, name: listName(listIndex) }));
      focusSoon(
        ...(after ? [controlIds.groupTitle(after.key)] : []),
        controlIds.listTitle(list.key),
      );
    },
    openPicker: (groupKey) => {
      const was = picking;
      setPicking(groupKey);
      if (groupKey === null && was) focusSoon(controlIds.group(was, 'add'));
    },
    addItem: (listIndex, groupIndex, item: HomeItem) => {
      const group = lists[listIndex]!.groups[groupIndex]!;
      if (group.items.some((each) => each.id === item.id)) return;
      change(
        withGroup(listIndex, groupIndex, (each) => ({ ...each, items: [...each.items, item] })),
        [slots.items(group)],
      );
      setDone(
        t('homeSections.itemAdded', {
          name: item.name,
          group: groupLabel(listIndex, groupIndex),
          count: group.items.length + 1,
          max: HOME_ITEMS_MAX,
        }),
      );
    },
    moveItem: (listIndex, groupIndex, from, to, control) => {
      const group = lists[listIndex]!.groups[groupIndex]!;
      const item = group.items[from];
      if (!item || to < 0 || to >= group.items.length) return;
      change(
        withGroup(listIndex, groupIndex, (each) => ({
          ...each,
          items: moved(each.items, from, to),
        })),
      );
      setDone(
        t('homeSections.itemMoved', { name: item.name, at: to + 1, count: group.items.length }),
      );
      focusAfterMove((each) => controlIds.item(group.key, item.id, each), control);
    },
    removeItem: (listIndex, groupIndex, itemIndex) => {
      const group = lists[listIndex]!.groups[groupIndex]!;
      const item = group.items[itemIndex];
      if (!item) return;
      const after = group.items[itemIndex + 1] ?? group.items[itemIndex - 1];
      change(
        withGroup(listIndex, groupIndex, (each) => ({
          ...each,
          items: each.items.filter((_, k) => k !== itemIndex),
        })),
        [slots.item(group, item.id), slots.items(group)],
      );
      setDone(
        t('homeSections.itemRemoved', {
          name: item.name,
          group: groupLabel(listIndex, groupIndex),
        }),
      );
      focusSoon(
        ...(after ? [controlIds.item(group.key, after.id, 'remove')] : []),
        controlIds.group(group.key, 'add'),
      );
    },
  };

  const addSection = (kind: HomeKind, name: EditName) => {
    const key = newKey('l');
    const next: EditList = {
      key,
      id: null,
      name,
      kind,
      published: true,
      groups: [{ key: newKey('g'), id: null, name: { ...name }, items: [] }],
    };
    change((current) => [...current, next], [slots.lists]);
    setAdding(false);
    const at = lists.length + 1;
    setDone(
      t('homeSections.sectionAdded', {
        name: (lang === 'ar' && name.ar) || name.en,
        at,
      }),
    );
    focusSoon(controlIds.listTitle(key));
  };

  /** Saves the layout as the draft; answers the new home page, or null (and says why). */
  const saveDraft = async (announce: boolean): Promise<AdminHome | null> => {
    start();
    const missing = missingNames(lists, t('homeSections.nameRequired'));
    if (missing.length > 0) {
      showProblems(missing);
      return null;
    }
    const sent = lists;
    try {
      const next = await save.mutateAsync(toRequest(sent));
      setLists(toEditable(next.draft, sent));
      setProblems([]);
      if (announce) setDone(t('homeSections.saved'));
      return next;
    } catch (error) {
      if (isApiError(error) && error.status === 400 && Object.keys(error.fields).length > 0) {
        showProblems(placeFields(error.fields, sent));
      } else {
        setAlert(failure(error));
      }
      return null;
    }
  };

  const publishNow = async () => {
    start();
    if (dirty && !(await saveDraft(false))) return;
    try {
      const next = await publish.mutateAsync();
      setLists(toEditable(next.draft));
      setProblems([]);
      setDone(t('homeSections.published'));
    } catch (error) {
      setAlert(failure(error));
    }
  };

  const scheduleAt = async (publishAt: string) => {
    start();
    if (dirty && !(await saveDraft(false))) return;
    try {
      await schedule.mutateAsync(publishAt);
      setDone(t('homeSections.scheduledDone', { time: formatDateTime(publishAt, lang) }));
    } catch (error) {
      setAlert(failure(error));
    }
  };

  const cancelScheduled = () => {
    start();
    cancelSchedule.mutate(undefined, {
      onSuccess: () => setDone(t('homeSections.scheduleCancelled')),
      onError: (error) => setAlert(failure(error)),
    });
  };

  const discardDraft = () => {
    const question = home.publishAt
      ? t('homeSections.confirmDiscardScheduled')
      : t('homeSections.confirmDiscard');
    if (!window.confirm(question)) return;
    start();
    discard.mutate(undefined, {
      onSuccess: (next) => {
        setLists(toEditable(next.draft));
        setProblems([]);
        setPicking(null);
        setDone(t('homeSections.discarded'));
      },
      onError: (error) => setAlert(failure(error)),
    });
  };

  const undo = () => {
    start();
    setLists(toEditable(home.draft));
    setProblems([]);
    setPicking(null);
    setDone(t('homeSections.undone'));
  };

  /** "New arrivals, Group 2, English name": where a problem is, for the summary. */
  const where = (problem: Problem) => {
    const parts: string[] = [];
    if (problem.list) parts.push(nameOf(problem.list.list, problem.list.index));
    if (problem.group) parts.push(t('homeSections.groupHeading', { n: problem.group.index + 1 }));
    const field = problem.field;
    if (field === 'nameEn') parts.push(t('homeSections.nameEn'));
    else if (field === 'nameAr') parts.push(t('homeSections.nameAr'));
    else if (field === 'shown') parts.push(t('homeSections.show'));
    else if (field && typeof field === 'object') parts.push(field.item.name);
    return parts.reduce((whole, part) =>
      t('homeSections.whereField', { where: whole, field: part }),
    );
  };

  const status = home.publishAt
    ? {
        label: t('homeSections.status.scheduled'),
        className: 'bg-sky-100 text-sky-900',
        hint: t('homeSections.scheduledHint', { time: formatDateTime(home.publishAt, lang) }),
      }
    : home.hasDraft
      ? {
          label: t('homeSections.status.draft'),
          className: 'bg-amber-100 text-amber-900',
          hint: home.draftSavedAt
            ? t('homeSections.draftSaved', { time: formatDateTime(home.draftSavedAt, lang) })
            : '',
        }
      : {
          label: t('homeSections.status.live'),
          className: 'bg-green-100 text-green-800',
          hint: t('homeSections.liveHint'),
        };

  const nameOfDragged = (id: UniqueIdentifier) => {
    const key = String(id);
    for (const [i, list] of lists.entries()) {
      if (list.key === key) return listName(i);
      for (const [j, group] of list.groups.entries()) {
        if (group.key === key) return groupLabel(i, j);
        const item = group.items.find((each) => dragIds.item(group.key, each.id) === key);
        if (item) return item.name;
      }
    }
    return key;
  };
  const onSort = (container: string, from: number, to: number) => {
    if (container === dragIds.sections) return editor.moveList(from, to);
    for (const [i, list] of lists.entries()) {
      if (container === dragIds.groups(list.key)) return editor.moveGroup(i, from, to);
      for (const [j, group] of list.groups.entries()) {
        if (container === dragIds.items(group.key)) return editor.moveItem(i, j, from, to);
      }
    }
  };

  const full = lists.length >= HOME_LISTS_MAX;
  const listsProblem = errors[slots.lists];
  const canPublish = dirty || home.hasDraft;

  return (
    <>
      {/* The actions and what they did stay in sight while the layout scrolls (not on a phone). */}
      <div className="z-20 -mx-4 mb-4 border-b border-neutral-200 bg-neutral-100 px-4 pb-3 sm:sticky sm:top-14 sm:pt-3 lg:-mx-6 lg:px-6 [&>:first-child]:mb-1">
        <PageHeader
          title={t('homeSections.title')}
          actions={
            <>
              {home.hasDraft && (
                <button
                  type="button"
                  className={dangerButtonClass}
                  disabled={busy}
                  onClick={discardDraft}
                >
                  {t('homeSections.discard')}
                </button>
              )}
              {dirty && (
                <button
                  type="button"
                  className={secondaryButtonClass}
                  disabled={busy}
                  onClick={undo}
                >
                  {t('homeSections.undo')}
                </button>
              )}
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={busy || !dirty}
                onClick={() => void saveDraft(true)}
              >
                {t('homeSections.saveDraft')}
              </button>
              <button
                type="button"
                className={primaryButtonClass}
                disabled={busy || !canPublish}
                aria-describedby={canPublish ? undefined : 'hs-publish-hint'}
                onClick={() => void publishNow()}
              >
                {t('homeSections.publish')}
              </button>
            </>
          }
        />
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-neutral-700">
          <span>
            {t('homeSections.status')}{' '}
            <span
              className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${status.className}`}
            >
              {status.label}
            </span>
          </span>
          <span>{status.hint}</span>
          {dirty && <span className="font-medium text-amber-800">{t('homeSections.unsaved')}</span>}
          {!canPublish && (
            <span id="hs-publish-hint" className="sr-only">
              {t('homeSections.publishHint')}
            </span>
          )}
        </p>
        <p role="status" className="text-sm font-medium text-green-800">
          {done}
        </p>
        <div className="mt-1 space-y-2 empty:hidden">
          <FormAlert message={alert} />
          {problems.length > 0 && (
            <div
              id={SUMMARY}
              role="alert"
              tabIndex={-1}
              className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
            >
              <p className="font-medium">{t('homeSections.fixFields')}</p>
              <ul className="mt-1 list-disc space-y-0.5 ps-5">
                {problems.map((problem, i) => {
                  const line = problem.list
                    ? t('homeSections.summaryLine', {
                        where: where(problem),
                        message: problem.message,
                      })
                    : problem.message;
                  const slot = problem.slot;
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the messages have no id; they are replaced whole.
                    <li key={i}>
                      {slot ? (
                        <a
                          href={`#${slot}`}
                          className="underline underline-offset-2"
                          onClick={(event) => {
                            const target = document.getElementById(slot);
                            if (!target) return;
                            event.preventDefault();
                            target.focus();
                          }}
                        >
                          {line}
                        </a>
                      ) : (
                        line
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
          )}
        </div>
      </div>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-3xl text-sm text-neutral-700">{t('homeSections.intro')}</p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={secondaryButtonClass}
            aria-expanded={previewing}
            aria-controls={previewing ? HOME_PREVIEW_ID : undefined}
            onClick={() => setPreviewing((open) => !open)}
          >
            {t('homeSections.preview')}
          </button>
          <a href="/" target="_blank" rel="noopener" className={secondaryButtonClass}>
            {t('homeSections.view')}{' '}
            <span className="sr-only">{t('homeSections.opensNewTab')}</span>
          </a>
        </div>
      </div>
      {previewing && (
        <HomePreview savedAt={home.draftSavedAt} hasDraft={home.hasDraft} unsaved={dirty} />
      )}
      <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-4">
          {lists.length === 0 ? (
            <p className="rounded-lg border border-dashed border-neutral-300 p-6 text-center text-sm text-neutral-600">
              {t('homeSections.empty')}
            </p>
          ) : (
            <LayoutDnd nameOf={nameOfDragged} onSort={onSort}>
              <SortableRows container={dragIds.sections} ids={lists.map((list) => list.key)}>
                <ol aria-label={t('homeSections.sections')} className="space-y-4">
                  {lists.map((list, index) => (
                    <SectionCard key={list.key} index={index} editor={editor} />
                  ))}
                </ol>
              </SortableRows>
            </LayoutDnd>
          )}
          <ProblemText id={slots.lists} message={listsProblem} />
          {adding ? (
            <AddSectionForm
              maxLength={HOME_NAME_MAX}
              onAdd={addSection}
              onCancel={() => {
                setAdding(false);
                focusSoon(controlIds.addSection);
              }}
            />
          ) : (
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <button
                id={controlIds.addSection}
                type="button"
                className={secondaryButtonClass}
                disabled={full}
                aria-describedby={full ? 'hs-sections-full' : undefined}
                onClick={() => {
                  setDone('');
                  setAdding(true);
                }}
              >
                <span aria-hidden="true">+</span>
                {t('homeSections.addSection')}
              </button>
              {full && (
                <p id="hs-sections-full" className="text-xs text-neutral-600">
                  {t('homeSections.sectionsFull', { max: HOME_LISTS_MAX })}
                </p>
              )}
            </div>
          )}
        </div>
        <div className="xl:sticky xl:top-44">
          <HomeSchedule
            publishAt={home.publishAt}
            scheduledBy={home.scheduledBy}
            canSchedule={home.hasDraft || dirty}
            unsaved={dirty}
            busy={busy}
            onSchedule={(at) => void scheduleAt(at)}
            onCancel={cancelScheduled}
          />
        </div>
      </div>
    </>
  );
}
