import { useEffect } from 'react';
import { useI18n } from '../i18n/i18n-context.tsx';

/** "Products · Back office": each page names itself in the tab and to screen readers. */
export function useDocumentTitle(title: string): void {
  const { t } = useI18n();
  const app = t('app.name');
  useEffect(() => {
    document.title = title === app ? app : `${title} · ${app}`;
  }, [title, app]);
}
