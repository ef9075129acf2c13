import { isApiError } from '@storefront/client/api-error';
import { routes } from '@storefront/contracts/routes';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import {
  pageAddressOf,
  StaticPageContent,
  StaticPageSkeleton,
  useStaticPage,
} from '../../features/content/index.ts';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { ErrorFallback } from '../error-boundary.tsx';
import NotFoundPage from './not-found.tsx';

/**
 * /pages/{address}: a static page, linked from the menus and the footer. Reached by another of
 * its addresses (its id, an earlier one, the other language's), the address moves to the page's
 * own in this language, as the server's redirect does for a page load. A page the API does not
 * have shows the not-found page.
 */
export default function StaticPageRoute() {
  const address = pageAddressOf(useParams().pageAddress);
  const page = useStaticPage(address);
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const ownAddress = page.data?.address;
  useDocumentTitle(page.data ? page.data.seoTitle || page.data.title : undefined, {
    withShopName: true,
  });
  useEffect(() => {
    if (ownAddress && address !== null && ownAddress !== address) {
      void navigate(`${routes.staticPage(ownAddress)}${search}${hash}`, { replace: true });
    }
  }, [ownAddress, address, search, hash, navigate]);

  if (address === null) return <NotFoundPage />;
  if (page.isPending) return <StaticPageSkeleton />;
  if (page.isError) {
    if (isApiError(page.error) && page.error.status === 404) return <NotFoundPage />;
    return <ErrorFallback onRetry={() => void page.refetch()} />;
  }
  return <StaticPageContent page={page.data} />;
}
