import { routes } from '@storefront/contracts/routes';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  type BoxRow,
  loadedSuggestionOptions,
  loadSuggestionOptions,
  usePopularSearches,
  useQuickSearch,
} from '../../features/search/index.ts';
import { showToast } from '../../lib/toast.ts';
import { useTranslation } from '../../shared/hooks/use-translation.ts';

/** How long typing pauses before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 150;
/** Spec 9: suggestions close this long after the box loses focus (so a click on one still lands). */
export const SUGGESTIONS_HIDE_DELAY_MS = 300;

/**
 * The header search box (spec 2 Search), an ARIA 1.2 combobox with a listbox popup: live
 * suggestions while typing (products, then matching categories and brands, the corrected text
 * when a word was mistyped, and "See all results for …"; issue 29), popular searches when it is
 * focused and empty, up and down arrows choose (wrapping), Enter opens the chosen option or
 * searches for the text, Enter on nothing warns 'No results' (spec 8), Escape closes, and the
 * list closes 300 ms after focus leaves. "No suggestions" shows above "See all results" when
 * nothing matches, and a status line tells screen readers how many there are.
 */
export function SearchForm({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const id = useId();
  const listId = `${id}list`;
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const hideTimer = useRef(0);
  // The options' chunk (their drawing, pictures, prices, and how answers become options) loads
  // with the box's first focus, not with the page.
  const [options, setOptions] = useState(loadedSuggestionOptions);

  // Spec 5: suggestions need text; they are asked for once typing pauses, and only while open.
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text.trim()), SUGGEST_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const typed = text.trim();
  const suggestions = useQuickSearch(open ? query : '');
  const popular = usePopularSearches(open && !typed);
  let items: BoxRow[] = [];
  if (options && open && query && typed) items = options.boxRows(suggestions.data, query);
  else if (options && open && !typed) items = options.popularRows(popular.data);
  const expanded = items.length > 0;
  const nothingFound = expanded && !!typed && !options?.foundAnything(items);
  const SuggestionOptions = options?.default;

  // A new list starts with nothing chosen.
  const shownData = typed ? suggestions.data : popular.data;
  const [list, setList] = useState<unknown>(shownData);
  if (list !== shownData) {
    setList(shownData);
    setActive(-1);
  }

  // The box shows what the results page searched for, also after back and forward.
  useEffect(() => {
    if (pathname === '/search/filterSearch') {
      setText(new URLSearchParams(search).get('keyword') ?? '');
      setOpen(false);
    }
  }, [pathname, search]);

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (row: BoxRow) => {
    close();
    navigate(row.href);
  };

  let status = '';
  if (nothingFound) {
    if (!suggestions.isPlaceholderData) status = t('search.box.noSuggestions');
  } else if (expanded) status = t('search.box.suggestionCount', { count: items.length });

  return (
    // Under md the box shares its row with the language selector, so the list is placed against
    // the (sticky, so positioned) header instead and takes its full width.
    <div className={`md:relative ${className}`}>
      {/* biome-ignore lint/a11y/useSemanticElements: role=search on the form works in every browser (and jsdom); <search> does not yet */}
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const keyword = text.trim();
          if (!keyword) {
            void showToast('warning', t('search.noResults'));
            return;
          }
          close();
          navigate(routes.filterSearch(keyword));
        }}
        className="relative flex items-center"
      >
        <label htmlFor={id} className="sr-only">
          {t('header.search.label')}
        </label>
        <input
          id={id}
          type="search"
          name="keyword"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            window.clearTimeout(hideTimer.current);
            setOpen(true);
            void loadSuggestionOptions().then(setOptions);
          }}
          onBlur={() => {
            hideTimer.current = window.setTimeout(close, SUGGESTIONS_HIDE_DELAY_MS);
          }}
          onKeyDown={(event) => {
            if (event.nativeEvent.isComposing) return;
            const count = items.length;
            const arrow = event.key === 'ArrowDown' || event.key === 'ArrowUp';
            if (arrow && !open && text.trim()) {
              // Closed with Escape: the arrows open the list again.
              event.preventDefault();
              setOpen(true);
            } else if (arrow && count > 0) {
              event.preventDefault();
              const step = event.key === 'ArrowDown' ? 1 : -1;
              setActive((current) =>
                current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count,
              );
            } else if (event.key === 'Escape' && expanded) {
              event.preventDefault();
              close();
            } else if (event.key === 'Enter' && expanded && items[active]) {
              event.preventDefault();
              choose(items[active]);
            }
          }}
          placeholder={t('header.search.placeholder')}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          enterKeyHint="search"
          className="h-11 w-full rounded-full border border-neutral-300 bg-neutral-50 ps-4 pe-12 text-base text-neutral-900 placeholder:text-neutral-600 hover:border-neutral-400 focus:bg-white md:text-sm"
        />
        <button
          type="submit"
          aria-label={t('header.search.submit')}
          className="absolute end-1 flex size-9 items-center justify-center rounded-full bg-primary-strong text-white hover:brightness-90"
        >
          <Search aria-hidden className="size-4" />
        </button>
      </form>
      <div
        hidden={!expanded}
        className="absolute inset-x-3 top-full z-50 mt-1.5 overflow-hidden rounded-2xl border border-neutral-200 bg-white py-1.5 shadow-lg sm:inset-x-4 md:inset-x-0"
      >
        {nothingFound && (
          <p aria-hidden className="px-4 py-2 text-sm text-neutral-700">
            {t('search.box.noSuggestions')}
          </p>
        )}
        <div id={listId} role="listbox" aria-label={t('search.box.suggestions')}>
          {expanded && SuggestionOptions && (
            <SuggestionOptions rows={items} active={active} idPrefix={listId} onChoose={choose} />
          )}
        </div>
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
