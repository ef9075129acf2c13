import { routes } from '@storefront/contracts/routes';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../features/i18n/catalogue-store.ts';
import { showToast } from '../../lib/toast.ts';

/**
 * The header search box (spec 2 search). Suggestions arrive with the catalogue; for now Enter on
 * text opens the filter search page and Enter on nothing warns 'No results'.
 */
export function SearchForm({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');

  return (
    <div className={className}>
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
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('header.search.placeholder')}
          autoComplete="off"
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
    </div>
  );
}
