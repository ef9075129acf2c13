import { BackToTop } from './back-to-top.tsx';
import { Footer } from './footer.tsx';

/**
 * The footer and the back-to-top button: below the fold (or not there until the page scrolls),
 * so they load just after the first render instead of with it (root-layout.tsx).
 */
export default function SiteFooter() {
  return (
    <>
      <Footer />
      <BackToTop />
    </>
  );
}
