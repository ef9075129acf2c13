/**
 * "Generate variations": every combination of the options' values (the cartesian product), in
 * the options' order, the first option varying slowest (Red S, Red M, Blue S, Blue M). An option
 * without values contributes nothing; no options give no combination.
 */
export function combinations(options: readonly (readonly string[])[]): string[][] {
  const used = options.filter((values) => values.length > 0);
  if (used.length === 0) return [];
  return used.reduce<string[][]>(
    (rows, values) => rows.flatMap((row) => values.map((value) => [...row, value])),
    [[]],
  );
}

/** The key of a combination, to keep the variations that already exist when generating again. */
export const combinationKey = (values: readonly string[]) =>
  JSON.stringify(values.map((value) => value.trim().toLowerCase()));
