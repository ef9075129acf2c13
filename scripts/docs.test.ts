import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** CONVENTIONS 12: docs that cannot rot — every `npm run` the docs name must exist. */
const root = path.resolve(import.meta.dirname, '..');
const scriptsOf = (dir: string) =>
  Object.keys(JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')).scripts ?? {});

const docs = ['README.md', ...readdirSync(path.join(root, 'docs')).map((f) => `docs/${f}`)].filter(
  (f) => f.endsWith('.md'),
);

describe('documented commands', () => {
  it.each(docs)('%s names only scripts that exist', (file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    const missing: string[] = [];
    for (const match of text.matchAll(
      /npm (?:run ([\w:-]+)(?: --workspace ([\w/-]+))?|(start|test))\b/g,
    )) {
      const [, script, workspace = '.', builtin] = match;
      const name = script ?? builtin!;
      if (!scriptsOf(workspace).includes(name)) missing.push(`${name} in ${workspace}`);
    }
    expect(missing).toEqual([]);
  });
});
