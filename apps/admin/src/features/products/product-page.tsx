import { routes } from '@storefront/contracts/routes';
import { useParams } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { inLanguage } from '../../shared/localized.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { LoadFailed, Loading } from '../../shared/ui/query-status.tsx';
import { cardClass, secondaryButtonClass } from '../../shared/ui/styles.ts';
import { useProduct } from './api/get-product.ts';
import { ProductEditor } from './product-editor.tsx';
import { ProductHistory } from './product-history.tsx';
import { StockPanel } from './stock-panel.tsx';

function ViewInShop({ id }: { id: number }) {
  const { t } = useI18n();
  const path = routes.product(id);
  return (
    <>
      <a href={path} target="_blank" rel="noopener" className={secondaryButtonClass} lang="en">
        {t('editor.viewEn')}
      </a>
      <a href={`${path}?lang=ar`} target="_blank" rel="noopener" className={secondaryButtonClass}>
        {t('editor.viewAr')}
      </a>
    </>
  );
}

function ExistingProduct({ id }: { id: number }) {
  const { t, lang } = useI18n();
  const product = useProduct(id);
  if (product.isError) {
    return (
      <LoadFailed
        error={product.error}
        permission="catalogue.read"
        retry={() => void product.refetch()}
      />
    );
  }
  if (!product.data) return <Loading />;
  return (
    <>
      <PageHeader
        title={inLanguage(product.data.name, lang) || t('editor.untitled')}
        actions={<ViewInShop id={id} />}
      />
      <div className="space-y-4">
        <ProductEditor product={product.data} />
        <div className={`${cardClass} p-4`}>
          <StockPanel product={product.data} />
        </div>
        <div className={`${cardClass} p-4`}>
          <ProductHistory productId={id} />
        </div>
      </div>
    </>
  );
}

/** /admin/products/new and /admin/products/:id. */
export default function ProductPage() {
  const { t } = useI18n();
  const { id } = useParams();
  const productId = Number(id);
  if (id !== undefined && Number.isInteger(productId) && productId > 0) {
    return <ExistingProduct id={productId} />;
  }
  return (
    <>
      <PageHeader title={t('editor.newTitle')} />
      <ProductEditor product={null} />
    </>
  );
}
