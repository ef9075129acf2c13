import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  appliedFilters,
  changeSearchState,
  effectiveSort,
  NO_FILTERS,
  productFacetsQuery,
  productFilter,
  productSearchQuery,
  readSearchState,
  searchParamsOf,
  sortsFor,
} from './search-state.ts';

const read = (search: string) => readSearchState(new URLSearchParams(search));

describe('readSearchState', () => {
  it('reads every parameter the page keeps', () => {
    expect(
      read(
        'keyword=%20red%20phone%20&categoryId=3&brandId=2,1&minPrice=10&maxPrice=50.5&inStock=true&onSale=true&sort=price-asc&page=4',
      ),
    ).toEqual({
      keyword: 'red phone',
      categoryId: 3,
      brandIds: [1, 2],
      minPrice: 10_000,
      maxPrice: 50_500,
      inStock: true,
      onSale: true,
      sort: 'price-asc',
      page: 4,
    });
  });

  it('has sensible defaults for the menus’ links', () => {
    expect(read('keyword=&onSale=true')).toMatchObject({
      keyword: '',
      categoryId: null,
      brandIds: [],
      onSale: true,
      inStock: false,
      sort: 'relevance',
      page: 1,
    });
    expect(read('categoryId=7')).toMatchObject({ keyword: '', categoryId: 7 });
  });

  it('ignores values that are not whole positive ids, amounts or known sorts', () => {
    expect(
      read(
        'categoryId=3)%20or%20(1%20eq%201&brandId=1,x,-2,2.5,3&brandId=4&brandId=1&minPrice=abc&maxPrice=-5&sort=drop%20table&page=0',
      ),
    ).toMatchObject({
      categoryId: null,
      brandIds: [1, 3, 4],
      minPrice: null,
      maxPrice: null,
      sort: 'relevance',
      page: 1,
    });
    expect(read('categoryId=99999999999&page=1e3')).toMatchObject({ categoryId: null, page: 1 });
    expect(read('categoryId=2147483648').categoryId).toBeNull();
    expect(read('categoryId=2147483647').categoryId).toBe(2_147_483_647);
    expect(read('page=999999999').page).toBe(1);
  });

  it('caps the keyword at 100 characters', () => {
    expect(read(`keyword=${'a'.repeat(150)}`).keyword).toHaveLength(100);
  });
});

describe('productFilter', () => {
  it('builds the OData $filter from the state', () => {
    expect(
      productFilter(
        read('categoryId=3&brandId=1,2&minPrice=1&maxPrice=50&inStock=true&onSale=true'),
      ),
    ).toBe(
      'categoryId eq 3 and brandId in (1,2) and price ge 1000 and price le 50000 and inStock eq true and onSale eq true',
    );
  });

  it('uses eq for one brand and leaves out what is not set', () => {
    expect(productFilter(read('brandId=5'))).toBe('brandId eq 5');
    expect(productFilter(read('maxPrice=0.25'))).toBe('price le 250');
    expect(productFilter(read('keyword=phone'))).toBeUndefined();
  });

  it('never lets text from the URL into the expression', () => {
    const hostile = read(
      "keyword=x' or 1 eq 1&categoryId=1 or true&brandId=1) or (true&minPrice=1 or price gt 0",
    );
    expect(productFilter(hostile)).toBeUndefined();
    expect(productSearchQuery(hostile).keyword).toBe("x' or 1 eq 1");
  });
});

describe('productSearchQuery', () => {
  it('computes $skip and $top from the page, 24 per page, and asks for the count', () => {
    expect(productSearchQuery(read('keyword=tea&page=3'))).toEqual({
      keyword: 'tea',
      $filter: undefined,
      $orderby: undefined,
      $skip: 48,
      $top: 24,
      $count: 'true',
    });
    expect(productSearchQuery(read('keyword=')).$skip).toBe(0);
  });

  it('sorts by best match by default (the API’s own order: newest without a keyword) or as chosen', () => {
    expect(productSearchQuery(read('keyword=tea')).$orderby).toBeUndefined();
    expect(productSearchQuery(read('keyword=tea&sort=newest')).$orderby).toBe('createdAt desc');
    expect(productSearchQuery(read('keyword=&sort=relevance')).$orderby).toBeUndefined();
    // Without a keyword newest is the API's own order: the same request as the default.
    expect(productSearchQuery(read('sort=newest')).$orderby).toBeUndefined();
    expect(effectiveSort(read('keyword=&sort=relevance'))).toBe('newest');
    expect(sortsFor(read('keyword='))).not.toContain('relevance');
    expect(sortsFor(read('keyword=tea'))[0]).toBe('relevance');
    expect(productSearchQuery(read('sort=price-asc')).$orderby).toBe('price asc');
    expect(productSearchQuery(read('sort=price-desc')).$orderby).toBe('price desc');
    expect(productSearchQuery(read('sort=name')).$orderby).toBe('name asc');
  });
});

describe('changes and the URL', () => {
  it('goes back to page 1 when anything but the page changes', () => {
    const state = read('keyword=tea&page=5');
    expect(changeSearchState(state, { inStock: true }).page).toBe(1);
    expect(changeSearchState(state, { brandIds: [3, 1, 3] })).toMatchObject({
      brandIds: [1, 3],
      page: 1,
    });
    expect(changeSearchState(state, { sort: 'name' }).page).toBe(1);
    expect(changeSearchState(state, { page: 6 }).page).toBe(6);
  });

  it('writes the state back without defaults, keeping parameters that are not its own', () => {
    const state = read('keyword=tea&categoryId=2&brandId=3,1&minPrice=1.50&sort=newest&page=2');
    expect(searchParamsOf(state, new URLSearchParams('utm_source=mail&page=9')).toString()).toBe(
      'utm_source=mail&keyword=tea&categoryId=2&brandId=1%2C3&minPrice=1.5&sort=newest&page=2',
    );
    // Newest without a keyword is the default order: not written.
    expect(searchParamsOf(read('keyword=&sort=newest')).toString()).toBe('keyword=');
    expect(searchParamsOf(read('')).toString()).toBe('keyword=');
  });

  it('round-trips through the URL', () => {
    const search =
      'keyword=sofa&categoryId=4&brandId=1%2C2&minPrice=0.5&maxPrice=120&inStock=true&onSale=true&sort=name&page=3';
    expect(searchParamsOf(read(search)).toString()).toBe(search);
  });

  it('clears the filters but keeps the keyword and sort', () => {
    const state = read(
      'keyword=tea&categoryId=2&brandId=1&maxPrice=3&inStock=1&onSale=1&sort=name',
    );
    expect(activeFilterCount(state)).toBe(5);
    const cleared = changeSearchState(state, NO_FILTERS);
    expect(activeFilterCount(cleared)).toBe(0);
    expect(searchParamsOf(cleared).toString()).toBe('keyword=tea&sort=name');
  });
});

describe('appliedFilters', () => {
  it('lists each filter as a chip with the change that removes it alone', () => {
    const state = read('keyword=tea&categoryId=3&brandId=2,1&maxPrice=50&inStock=true&onSale=true');
    const applied = appliedFilters(state);
    expect(applied.map((filter) => filter.kind)).toEqual([
      'category',
      'brand',
      'brand',
      'price',
      'inStock',
      'onSale',
    ]);
    expect(activeFilterCount(state)).toBe(6);
    expect(applied[1]).toEqual({ kind: 'brand', brandId: 1, remove: { brandIds: [2] } });
    expect(applied[3]).toEqual({
      kind: 'price',
      minPrice: null,
      maxPrice: 50_000,
      remove: { minPrice: null, maxPrice: null },
    });
    const withoutBrand = changeSearchState(state, applied[2]!.remove);
    expect(withoutBrand).toEqual({ ...state, brandIds: [1] });
    expect(appliedFilters(read('keyword=tea&sort=name'))).toEqual([]);
  });
});

describe('productFacetsQuery', () => {
  it('asks for the facets of exactly the search the page makes, whatever its order and page', () => {
    const state = read('keyword=tea&categoryId=3&brandId=1&inStock=true&sort=name&page=3');
    const search = productSearchQuery(state);
    expect(productFacetsQuery(state)).toEqual({ keyword: search.keyword, $filter: search.$filter });
    expect(productFacetsQuery(read('keyword='))).toEqual({
      keyword: undefined,
      $filter: undefined,
    });
  });
});
