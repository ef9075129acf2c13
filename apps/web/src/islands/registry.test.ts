import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { islandCode } from './registry.ts';

const src = path.resolve(import.meta.dirname, '..');

/** Every `island('name', …)` and `deferredIsland('name', …)` in the app's source. */
function namedIslands(): string[] {
  const names: string[] = [];
  for (const entry of readdirSync(src, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name))
      continue;
    const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const match of text.matchAll(/\b(?:island|deferredIsland)\(\s*'([^']+)'/g)) {
      names.push(match[1] as string);
    }
  }
  return names;
}

describe('the islands registry', () => {
  it('has the code of every island the pages name, once each, and nothing else', () => {
    const named = namedIslands();
    expect(new Set(named).size, 'an island is named once').toBe(named.length);
    expect([...named].sort()).toEqual(Object.keys(islandCode).sort());
  });
});
