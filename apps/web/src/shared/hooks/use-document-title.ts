import { useEffect } from 'react';
import { useThemeConfig } from '../api/get-theme-config.ts';

/**
 * Sets document.title while the page shows and gives the previous title back when it goes, so
 * the next page shows the shop's own title again. With `withShopName` the title reads
 * "Name | Shop", as the server writes it into the HTML of a product page.
 */
export function useDocumentTitle(
  name: string | null | undefined,
  { withShopName = false }: { withShopName?: boolean } = {},
): void {
  const { data: theme } = useThemeConfig();
  const title = name && withShopName && theme?.title ? `${name} | ${theme.title}` : name;
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
