/** Content (API module `content`): static pages and the contact form. */
export { useStaticPage } from './api/get-static-page.ts';
export { ContactForm } from './components/contact-form.tsx';
export { StaticPageContent } from './components/static-page-content.tsx';
export { StaticPageSkeleton } from './components/static-page-skeleton.tsx';
export { pageAddressOf, prefetchStaticPage } from './prefetch.ts';
export type { ContactMessage } from './schemas.ts';
