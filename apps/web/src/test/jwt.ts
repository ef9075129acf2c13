/** Fake tokens live beside the JWT reader (packages/client), shared by both apps. */
export * from '@storefront/client/testing/jwt';
