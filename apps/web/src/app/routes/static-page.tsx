import { isApiError } from '@storefront/client/api-error';
import { useParams } from 'react-router';
import { parseId } from '../../features/catalogue/index.ts';
import {
  StaticPageContent,
  StaticPageSkeleton,
  useStaticPage,
} from '../../features/content/index.ts';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { ErrorFallback } from '../error-boundary.tsx';
import NotFoundPage from './not-found.tsx';

/**
 * /pages/{pageId}: a static page (GET static-pages/{id}), linked from the menus and the footer.
 * A page the API does not have shows the not-found page.
 */
export default function StaticPageRoute() {
  const pageId = parseId(useParams().pageId);
  const page = useStaticPage(pageId);
  useDocumentTitle(page.data ? page.data.seoTitle || page.data.title : undefined, {
    withShopName: true,
  });

  if (pageId === null) return <NotFoundPage />;
  if (page.isPending) return <StaticPageSkeleton />;
  if (page.isError) {
    if (isApiError(page.error) && page.error.status === 404) return <NotFoundPage />;
    return <ErrorFallback onRetry={() => void page.refetch()} />;
  }
  return <StaticPageContent page={page.data} />;
}
