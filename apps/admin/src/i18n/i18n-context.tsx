import { readLanguage, storeLanguage } from '@storefront/client/storage';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import {
  type AdminLanguage,
  directionOf,
  isAdminLanguage,
  type TranslateValues,
  translateAdmin,
} from './catalogue.ts';
import type { AdminKey } from './en.ts';

export interface I18n {
  lang: AdminLanguage;
  dir: 'ltr' | 'rtl';
  t: (key: AdminKey, values?: TranslateValues) => string;
  setLang: (lang: AdminLanguage) => void;
}

const I18nContext = createContext<I18n | null>(null);

/** The stored choice (admin.lang), else the browser's first language we have, else English. */
export function initialLanguage(): AdminLanguage {
  const stored = readLanguage();
  if (isAdminLanguage(stored)) return stored;
  const browser = navigator.language?.slice(0, 2);
  return isAdminLanguage(browser) ? browser : 'en';
}

/** `<html lang dir>`: set before the first render and on every switch. */
export function applyLanguage(lang: AdminLanguage): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}

export function I18nProvider({
  initial,
  onChange,
  children,
}: {
  initial: AdminLanguage;
  /** After a switch: answers worded in the old language are asked for again. */
  onChange?: (lang: AdminLanguage) => void;
  children: ReactNode;
}) {
  const [lang, setLanguage] = useState(initial);
  const setLang = useCallback(
    (next: AdminLanguage) => {
      storeLanguage(next);
      applyLanguage(next);
      setLanguage(next);
      onChange?.(next);
    },
    [onChange],
  );
  const value = useMemo<I18n>(
    () => ({
      lang,
      dir: directionOf(lang),
      t: (key, values) => translateAdmin(lang, key, values),
      setLang,
    }),
    [lang, setLang],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
