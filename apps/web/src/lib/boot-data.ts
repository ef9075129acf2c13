import { BOOT_DATA_ELEMENT_ID, type BootData } from '@storefront/contracts/boot';
import type { LanguageCode } from '@storefront/contracts/locale';

/**
 * The theme and catalogue the server wrote into the page (contracts/boot.ts), when they are in
 * the language the page is shown in; otherwise (the server guessed another language, or the dev
 * server served the page) null, and the app fetches them as usual.
 */
export function readBootData(lang: LanguageCode): BootData | null {
  const text = document.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as BootData;
    return data.lang === lang ? data : null;
  } catch {
    return null;
  }
}
