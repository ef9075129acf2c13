import { storeLanguage } from '@storefront/client/storage';
import { isLanguageCode, type LanguageCode } from '@storefront/contracts/locale';
import { Globe } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { useLanguages } from '../api/get-languages.ts';

interface LanguageSelectProps {
  /** The theme's languages (spec 3); the selector shows only when there is a choice (spec 2). */
  available: readonly LanguageCode[];
  className?: string;
}

/** Spec 4: choosing a language stores it and reloads the page. */
export function LanguageSelect({ available, className = '' }: LanguageSelectProps) {
  const { t, language } = useTranslation();
  const id = useId();
  const show = available.length > 1;
  const { data: languages } = useLanguages(show);
  if (!show) return null;

  const names = new Map(languages?.map((l) => [l.langId, l.language]));
  return (
    <div className={`relative flex items-center ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('header.language')}
      </label>
      <Globe
        aria-hidden
        className="pointer-events-none absolute start-2.5 size-4 text-neutral-600"
      />
      <select
        id={id}
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLanguageCode(next) || next === language) return;
          storeLanguage(next);
          window.location.reload();
        }}
        className="h-10 appearance-none rounded-full border border-neutral-300 bg-white ps-8 pe-3 text-sm text-neutral-800 hover:border-neutral-400"
      >
        {available.map((code) => (
          <option key={code} value={code} lang={code}>
            {names.get(code) ?? code.toUpperCase()}
          </option>
        ))}
      </select>
    </div>
  );
}
