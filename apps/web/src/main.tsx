import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { seedTheme } from './app/prefetch.ts';
import { queryClient } from './app/query-client.ts';
import { preloadRoute } from './app/routes.tsx';
import { detectLanguage, initTranslations } from './features/locale/index.ts';
import { bootstrapSession } from './features/sessions/index.ts';
import { readBootData } from './lib/boot-data.ts';
import { restoreQueryState } from './lib/query-state.ts';

/**
 * Start-up, in parallel where it can be: the language is decided and <html lang/dir> set before
 * anything renders (spec 4 language); the session, the translations and the current page's code
 * load together; the app hydrates the server's drawing, or renders, as soon as the strings are
 * there.
 */
const lang = detectLanguage();
const session = bootstrapSession();
const translations = initTranslations(lang);
// The server drew the page in this language with these answers: hydrate it. A page drawn in
// another language (the stored choice changed since) is drawn again instead.
const container = document.getElementById('root')!;
const hydrate =
  container.firstChild !== null && readBootData(lang) !== null && restoreQueryState(queryClient);
seedTheme(lang);
// A drawn page shows already: its parts hydrate one by one as their code arrives, in short tasks,
// instead of all together. A page drawn here needs its code at once.
if (!hydrate) preloadRoute(window.location.pathname);

// The page waits for its strings only: a new visitor is a guest before the guest is stored, and
// a failed guest start is retried by the API client on the first call that needs a token.
session.ready.catch(() => {});

translations
  .then(() => {
    const app = (
      <StrictMode>
        <App notices={session.notices} />
      </StrictMode>
    );
    // Hydration as a transition: React works through the page in short slices, so the page the
    // server drew stays responsive (and paints) while it hydrates.
    if (hydrate) {
      startTransition(() => {
        hydrateRoot(container, app);
      });
    } else createRoot(container).render(app);
  })
  .catch(async () => {
    const { renderStartupFailure } = await import('./app/startup-failure.tsx');
    renderStartupFailure(createRoot(container));
  });
