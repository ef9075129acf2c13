/**
 * Where a category is browsed: the filter search page with the category chosen, as the seeded
 * menus link it (spec 2: /search/filterSearch).
 */
export const categoryRoute = (categoryId: number) =>
  `/search/filterSearch?${new URLSearchParams({ categoryId: String(categoryId) })}`;
