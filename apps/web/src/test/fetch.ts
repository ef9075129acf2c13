/** The fetch mock lives beside the API client it tests (packages/client), shared by both apps. */
export * from '@storefront/client/testing/fetch';
