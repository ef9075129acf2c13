import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { prefetchLayoutData } from './app/prefetch.ts';
import { preloadRoute } from './app/routes.tsx';
import { detectLanguage, initTranslations } from './features/locale/index.ts';
import { bootstrapSession } from './features/sessions/index.ts';

/**
 * Start-up, in parallel where it can be: the language is decided and <html lang/dir> set before
 * anything renders (spec 4 language); the session, the translations, the theme (then its menus)
 * and the current page's code load together; the app renders as soon as the strings are there.
 */
const lang = detectLanguage();
const session = bootstrapSession();
const translations = initTranslations(lang);
prefetchLayoutData(lang);
preloadRoute(window.location.pathname);

const root = createRoot(document.getElementById('root')!);

// The page waits for its strings only: a new visitor is a guest before the guest is stored, and
// a failed guest start is retried by the API client on the first call that needs a token.
session.ready.catch(() => {});

translations
  .then(() => {
    root.render(
      <StrictMode>
        <App notices={session.notices} />
      </StrictMode>,
    );
  })
  .catch(async () => {
    const { renderStartupFailure } = await import('./app/startup-failure.tsx');
    renderStartupFailure(root);
  });
