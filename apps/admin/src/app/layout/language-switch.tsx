import { ADMIN_LANGUAGES } from '../../i18n/catalogue.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';

/** Two real buttons, each named in its own language; the current one is pressed. */
export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t, lang, setLang } = useI18n();
  const base = 'rounded px-2 py-1 text-xs font-semibold';
  const idle =
    tone === 'dark'
      ? 'text-neutral-200 hover:bg-white/10'
      : 'text-neutral-700 hover:bg-neutral-200';
  const active = tone === 'dark' ? 'bg-white text-neutral-900' : 'bg-neutral-900 text-white';
  return (
    <fieldset className="flex items-center gap-1">
      <legend className="sr-only">{t('language.label')}</legend>
      {ADMIN_LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={code === lang}
          onClick={() => setLang(code)}
          className={`${base} ${code === lang ? active : idle}`}
        >
          {code === 'en' ? 'English' : 'العربية'}
        </button>
      ))}
    </fieldset>
  );
}
