import { pageRouteNames } from '@storefront/contracts/routes';
import { expect, it } from 'vitest';
import { routedPageNames } from './routes.tsx';

it('routes every page of the contracts route table, and no other', () => {
  expect([...routedPageNames].sort()).toEqual([...pageRouteNames].sort());
});
