/**
 * Every endpoint table (one per routes.ts of the API), for the API (operation names, the coverage test). The storefront imports
 * the one table it needs, so it loads only the constants it calls.
 */
export * as accountsGuest from './accounts/guest.ts';
export * as accountsLogin from './accounts/login.ts';
export * as accountsPassword from './accounts/password.ts';
export * as accountsPhone from './accounts/phone.ts';
export * as accountsProfile from './accounts/profile.ts';
export * as accountsRegister from './accounts/register.ts';
export * as addresses from './addresses.ts';
export * as adminAudit from './admin/audit.ts';
export * as adminCatalogue from './admin/catalogue.ts';
export * as adminCustomers from './admin/customers.ts';
export * as adminDashboard from './admin/dashboard.ts';
export * as adminHome from './admin/home.ts';
export * as adminImports from './admin/imports.ts';
export * as adminMenus from './admin/menus.ts';
export * as adminOrderRefunds from './admin/order-refunds.ts';
export * as adminOrderReturns from './admin/order-returns.ts';
export * as adminOrders from './admin/orders.ts';
export * as adminPages from './admin/pages.ts';
export * as adminPaymentProviders from './admin/payments.ts';
export * as adminPromotions from './admin/promotions.ts';
export * as adminShippingMethods from './admin/shipping.ts';
export * as adminStaff from './admin/staff.ts';
export * as adminTheme from './admin/theme.ts';
export * as adminTranslations from './admin/translations.ts';
export * as cart from './cart.ts';
export * as catalogueCategories from './catalogue/categories.ts';
export * as catalogueDataLists from './catalogue/data-lists.ts';
export * as catalogueProducts from './catalogue/products.ts';
export * as catalogueStockAlerts from './catalogue/stock-alerts.ts';
export * as content from './content.ts';
export * as files from './files.ts';
export * as health from './health.ts';
export * as impersonation from './impersonation.ts';
export * as locale from './locale.ts';
export * as menus from './menus.ts';
export * as orders from './orders.ts';
export * as outbox from './outbox.ts';
export * as payments from './payments.ts';
export * as sessions from './sessions.ts';
export * as shipping from './shipping.ts';
export * as theme from './theme.ts';
export * as wishlist from './wishlist.ts';
