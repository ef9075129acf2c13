import { BOOT_DATA_ELEMENT_ID } from '@storefront/contracts/boot';
import type { TranslationKey } from '@storefront/contracts/i18n/en';
import type { LanguageCode } from '@storefront/contracts/locale';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ErrorBoundary } from '../app/error-boundary.tsx';
import { seedTheme } from '../app/prefetch.ts';
import { queryClient } from '../app/query-client.ts';
import { Toaster } from '../app/toaster.tsx';
import { detectLanguage, initTranslations } from '../features/locale/index.ts';
import { bootstrapSession } from '../features/sessions/index.ts';
import { readBootData } from '../lib/boot-data.ts';
import { ISLAND_ATTRIBUTE, type IslandWhen, islandIdPrefix } from '../lib/islands.tsx';
import { idle, nearScreen } from '../lib/moments.ts';
import { showPendingToast } from '../lib/pending-toast.ts';
import { carryPreviewHeaders } from '../lib/preview-calls.ts';
import { restoreQueryState } from '../lib/query-state.ts';
import { showToast } from '../lib/toast.ts';
import { getTranslationState } from '../shared/hooks/use-translation.ts';
import { whileHydrating } from './hydrating.ts';
import { keepIdsRendered } from './hydration-ids.ts';
import { IdPrefix } from './react.ts';
import { type IslandName, islandCode } from './registry.ts';

const REDRAWN_KEY = 'islands.redrawn';

/** Says when the island has hydrated: its effects run once React has taken it over. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(() => onHydrated(), [onHydrated]);
  return children;
}

function hydrate(element: HTMLElement, name: IslandName): Promise<void> {
  const props = JSON.parse(element.dataset.props ?? '{}');
  return (islandCode[name] as () => Promise<ComponentType<object>>)().then(
    (Island) =>
      new Promise<void>((resolve) => {
        const hydrated = () => {
          // hydrate.js makes a tap kept from before now again on this island's buttons.
          element.dataset.live = '';
          resolve();
        };
        inTurn(() =>
          whileHydrating(() =>
            hydrateRoot(
              element,
              <IdPrefix value={islandIdPrefix(name)}>
                <QueryClientProvider client={queryClient}>
                  <ErrorBoundary>
                    <Hydrated onHydrated={hydrated}>
                      <Island {...props} />
                    </Hydrated>
                  </ErrorBoundary>
                </QueryClientProvider>
              </IdPrefix>,
            ),
          ),
        );
      }),
  );
}

/**
 * Preact hydrates a root in one go, without pausing: each island is hydrated in a task of its
 * own, one after the other, so that a phone can answer a tap between two islands rather than
 * after all of them (decision 74).
 */
let turns = Promise.resolve();
function inTurn(work: () => void): void {
  turns = turns.then(
    () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          try {
            work();
          } finally {
            resolve();
          }
        }, 0),
      ),
  );
}

const moment = (when: IslandWhen, element: HTMLElement): Promise<void> =>
  when === 'load' ? Promise.resolve() : when === 'idle' ? idle() : nearScreen(element.children);

/**
 * Toasts raised by any island show in a root of their own; so do start-up's notices (spec 8: a
 * rejected token) and a toast kept from before a reload.
 */
function startToasts(notices: readonly TranslationKey[]) {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<Toaster />);
  const { t } = getTranslationState();
  for (const key of notices) void showToast('error', t(key));
  showPendingToast(t);
}

function start(lang: LanguageCode) {
  keepIdsRendered();
  const session = bootstrapSession();
  const translations = initTranslations(lang);
  restoreQueryState(queryClient);
  seedTheme(lang);
  session.ready.catch(() => {});
  translations
    .then(() => {
      const atOnce: Promise<void>[] = [];
      for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
        const name = element.getAttribute(ISLAND_ATTRIBUTE) as IslandName;
        const when = (element.dataset.when ?? 'load') as IslandWhen;
        if (!(name in islandCode)) continue;
        const hydrated = moment(when, element).then(() => hydrate(element, name));
        if (when === 'load') atOnce.push(hydrated);
      }
      // The page answers touches: `<html data-hydrated>` (hydrate.js stops keeping early taps).
      return Promise.all(atOnce).then(() => {
        document.documentElement.dataset.hydrated = '';
        startToasts(session.notices);
      });
    })
    .catch(() => {
      // The server's page stays as drawn: its links and forms still work without script.
    });
}

/**
 * The server drew the page in another language than the shopper's (the stored choice, which the
 * server reads from a cookie that `detectLanguage` has just written, was not known to it): the
 * page is asked for again, now in their language, once per address.
 */
function redrawInLanguage(lang: LanguageCode): boolean {
  if (readBootData(lang) !== null || !document.getElementById(BOOT_DATA_ELEMENT_ID)) return false;
  if (sessionStorage.getItem(REDRAWN_KEY) === window.location.href) return false;
  sessionStorage.setItem(REDRAWN_KEY, window.location.href);
  window.location.reload();
  return true;
}

/**
 * The whole app, which draws the page itself: when there is no drawing of islands to hydrate
 * in the shopper's language (no cookie is kept, or the page came without its drawing). The
 * server names its entry beside the islands' (apps/api static-site.ts).
 */
function startApp(): void {
  const app = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app;
  if (app) void import(/* @vite-ignore */ app);
}

/**
 * Start-up of a page of islands (decisions 66 and 74). The server drew the whole page; here only
 * its islands come to life, each a root of its own hydrated at its moment, sharing one query
 * cache (the server's answers, restored) and the page's strings. Nothing else of the page runs.
 * This build's React is Preact's compat layer (islands-build.ts).
 */
const lang = detectLanguage();
const boot = readBootData(lang);
carryPreviewHeaders(boot?.previewHeaders);
const drawn = boot !== null && document.querySelector(`[${ISLAND_ATTRIBUTE}]`) !== null;
if (drawn) start(lang);
else if (!redrawInLanguage(lang)) startApp();
