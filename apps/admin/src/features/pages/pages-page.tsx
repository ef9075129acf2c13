import type { AdminPageSummary } from '@storefront/contracts/admin-pages';
import { routes } from '@storefront/contracts/routes';
import { Link } from 'react-router';
import '../../i18n/content.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { formatDateTime } from '../../shared/format-date.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { LoadFailed, Loading } from '../../shared/ui/query-status.tsx';
import {
  cardClass,
  linkClass,
  primaryButtonClass,
  tableClass,
  tableWrapClass,
  tdClass,
  thClass,
} from '../../shared/ui/styles.ts';
import { useAdminPages } from './api.ts';
import { ContactRecipients } from './contact-recipients.tsx';
import { PageStatusBadges } from './page-status.tsx';

/** A page's title in the admin's language, English when there is no Arabic, marked as such. */
function PageTitle({ page }: { page: AdminPageSummary }) {
  const { t, lang } = useI18n();
  const arabic = lang === 'ar' ? page.title.ar?.trim() : undefined;
  const shown = arabic || page.title.en;
  return (
    <>
      <Link to={`/pages/${page.id}`} className={`${linkClass} break-words`}>
        {shown ? (
          <span lang={arabic ? 'ar' : 'en'} dir="auto">
            {shown}
          </span>
        ) : (
          t('pages.untitled')
        )}
      </Link>
      <span className="block text-xs text-neutral-600">
        <bdi dir="ltr">{routes.staticPage(page.id)}</bdi>
      </span>
    </>
  );
}

function PagesTable({ pages }: { pages: AdminPageSummary[] }) {
  const { t, lang } = useI18n();
  return (
    <div className={tableWrapClass}>
      <table className={`${tableClass} max-md:min-w-0`}>
        <caption className="sr-only">{t('pages.title')}</caption>
        <thead>
          <tr>
            <th scope="col" className={thClass}>
              {t('pages.column.title')}
            </th>
            <th scope="col" className={thClass}>
              {t('pages.column.status')}
            </th>
            <th scope="col" className={`${thClass} hidden md:table-cell`}>
              {t('pages.column.updated')}
            </th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => (
            <tr key={page.id}>
              <td className={tdClass}>
                <PageTitle page={page} />
              </td>
              <td className={tdClass}>
                <PageStatusBadges page={page} />
              </td>
              <td className={`${tdClass} hidden whitespace-nowrap text-neutral-700 md:table-cell`}>
                <time dateTime={page.updatedAt}>{formatDateTime(page.updatedAt, lang)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /admin/pages (content.manage): the shop's static pages with where each stands (on the shop or
 * hidden, changes not yet published, a scheduled publish), each opening its editor; and who is
 * emailed the contact form's messages.
 */
export default function PagesPage() {
  const { t } = useI18n();
  const pages = useAdminPages();
  return (
    <>
      <PageHeader
        title={t('pages.title')}
        actions={
          <Link to="/pages/new" className={primaryButtonClass}>
            <span aria-hidden="true">+</span>
            {t('pages.add')}
          </Link>
        }
      />
      <p className="-mt-2 mb-4 text-sm text-neutral-700">{t('pages.intro')}</p>
      <div className="space-y-4">
        {pages.isError ? (
          <LoadFailed
            error={pages.error}
            permission="content.manage"
            retry={() => void pages.refetch()}
          />
        ) : (
          <div className={cardClass}>
            {!pages.data ? (
              <Loading />
            ) : pages.data.length === 0 ? (
              <p className="p-6 text-center text-sm text-neutral-600">{t('pages.empty')}</p>
            ) : (
              <PagesTable pages={pages.data} />
            )}
          </div>
        )}
        <ContactRecipients />
      </div>
    </>
  );
}
