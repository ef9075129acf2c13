import type { Permission } from '@storefront/contracts/staff';
import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { RequirePermission } from '../auth/require-permission.tsx';
import { RequireStaff } from '../auth/require-staff.tsx';
import { Loading } from '../shared/ui/query-status.tsx';
import { Shell } from './layout/shell.tsx';
import { HomePage } from './pages/home-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';

// Each section loads its code when first opened, and sign-in (with its form library and zod)
// only when needed: the first load is the shell.
const LoginPage = lazy(() => import('../auth/login-page.tsx'));
const StaffPage = lazy(() => import('../features/staff/staff-page.tsx'));
const AuditPage = lazy(() => import('../features/audit/audit-page.tsx'));
const ProductsPage = lazy(() => import('../features/products/products-page.tsx'));
const ProductPage = lazy(() => import('../features/products/product-page.tsx'));
const CategoriesPage = lazy(() => import('../features/categories/categories-page.tsx'));
const BrandsPage = lazy(() => import('../features/brands/brands-page.tsx'));
const ImportsPage = lazy(() => import('../features/imports/imports-page.tsx'));
const ImportPage = lazy(() => import('../features/imports/import-page.tsx'));
const PromotionsPage = lazy(() => import('../features/promotions/promotions-page.tsx'));
const PromotionPage = lazy(() => import('../features/promotions/promotion-page.tsx'));
const SettingsPage = lazy(() => import('../features/settings/settings-page.tsx'));
const ShippingMethodsPage = lazy(() => import('../features/settings/shipping-methods-page.tsx'));
const ShippingMethodPage = lazy(() => import('../features/settings/shipping-method-page.tsx'));
const PaymentsPage = lazy(() => import('../features/settings/payments-page.tsx'));
const ThemePage = lazy(() => import('../features/theme/theme-page.tsx'));
const MenusPage = lazy(() => import('../features/menus/menus-page.tsx'));
const PagesPage = lazy(() => import('../features/pages/pages-page.tsx'));
const PageEditorPage = lazy(() => import('../features/pages/page-editor-page.tsx'));
const HomeSectionsPage = lazy(() => import('../features/home-sections/home-sections-page.tsx'));
const TranslationsPage = lazy(() => import('../features/translations/translations-page.tsx'));
const OrdersPage = lazy(() => import('../features/orders/orders-page.tsx'));
const OrderPage = lazy(() => import('../features/orders/order-page.tsx'));
const CustomersPage = lazy(() => import('../features/customers/customers-page.tsx'));
const CustomerPage = lazy(() => import('../features/customers/customer-page.tsx'));

const gated = (permission: Permission, page: ReactNode) => (
  <RequirePermission permission={permission}>{page}</RequirePermission>
);

/** The back office's pages, under the router's basename /admin. */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="login"
        element={
          <Suspense fallback={<Loading />}>
            <LoginPage />
          </Suspense>
        }
      />
      <Route
        element={
          <RequireStaff>
            <Shell />
          </RequireStaff>
        }
      >
        <Route index element={<HomePage />} />
        <Route path="products" element={gated('catalogue.read', <ProductsPage />)} />
        <Route path="products/new" element={gated('catalogue.write', <ProductPage />)} />
        <Route path="products/:id" element={gated('catalogue.read', <ProductPage />)} />
        <Route path="categories" element={gated('catalogue.read', <CategoriesPage />)} />
        <Route path="brands" element={gated('catalogue.read', <BrandsPage />)} />
        <Route path="imports" element={gated('catalogue.write', <ImportsPage />)} />
        <Route path="imports/:id" element={gated('catalogue.write', <ImportPage />)} />
        <Route path="orders" element={gated('orders.read', <OrdersPage />)} />
        <Route path="orders/:id" element={gated('orders.read', <OrderPage />)} />
        <Route path="customers" element={gated('customers.read', <CustomersPage />)} />
        <Route path="customers/:id" element={gated('customers.read', <CustomerPage />)} />
        <Route path="promotions" element={gated('promotions.manage', <PromotionsPage />)} />
        <Route path="promotions/new" element={gated('promotions.manage', <PromotionPage />)} />
        <Route path="promotions/:id" element={gated('promotions.manage', <PromotionPage />)} />
        <Route path="settings" element={gated('settings.manage', <SettingsPage />)} />
        <Route
          path="settings/shipping"
          element={gated('settings.manage', <ShippingMethodsPage />)}
        />
        <Route
          path="settings/shipping/new"
          element={gated('settings.manage', <ShippingMethodPage />)}
        />
        <Route
          path="settings/shipping/:id"
          element={gated('settings.manage', <ShippingMethodPage />)}
        />
        <Route path="settings/payments" element={gated('settings.manage', <PaymentsPage />)} />
        <Route path="settings/theme" element={gated('content.manage', <ThemePage />)} />
        <Route path="menus" element={gated('content.manage', <MenusPage />)} />
        <Route path="pages" element={gated('content.manage', <PagesPage />)} />
        <Route path="pages/new" element={gated('content.manage', <PageEditorPage />)} />
        <Route path="pages/:id" element={gated('content.manage', <PageEditorPage />)} />
        <Route path="home" element={gated('content.manage', <HomeSectionsPage />)} />
        <Route path="translations" element={gated('content.manage', <TranslationsPage />)} />
        <Route path="staff" element={gated('staff.manage', <StaffPage />)} />
        <Route path="audit" element={gated('audit.read', <AuditPage />)} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
