import './setup-storage.ts';
import './index.css';
import { configureApiClient } from '@storefront/client/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { applyLanguage, initialLanguage } from './i18n/i18n-context.tsx';

const queryClient = createQueryClient();
// A refresh token the server refuses: the tokens are already cleared, and the shell, seeing no
// session, sends the page to sign-in. There is no guest session in the back office.
configureApiClient({ onSessionLost: async () => queryClient.clear() });

const lang = initialLanguage();
applyLanguage(lang);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App queryClient={queryClient} lang={lang} />
  </StrictMode>,
);
