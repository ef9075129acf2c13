import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Docs that cannot rot (docs/architecture.md, Conventions 12). For every Markdown file of the
 * repository: relative links and their anchors resolve, nothing points outside the repository,
 * and every npm script and `node <file>` named in code exists.
 */
const root = path.resolve(import.meta.dirname, '..');
const SKIP = new Set(['node_modules', 'dist', '.git']);

function markdownUnder(dir: string): string[] {
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : markdownUnder(relative);
    return entry.name.endsWith('.md') ? [relative] : [];
  });
}

const appReadmes = readdirSync(path.join(root, 'apps'))
  .map((app) => `apps/${app}/README.md`)
  .filter((file) => existsSync(path.join(root, file)));
const files = [
  'README.md',
  ...markdownUnder('docs'),
  ...appReadmes,
  ...markdownUnder('e2e'),
  ...markdownUnder('bench'),
];

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const FENCE = /^[ \t]*(```|~~~)[^\n]*\n([\s\S]*?)^[ \t]*\1[ \t]*$/gm;

/** Splits a Markdown text into its prose (code removed) and its code (fenced and inline). */
function split(text: string): { prose: string; code: string[] } {
  const code: string[] = [];
  const withoutFences = text.replace(FENCE, (_, _fence, body) => {
    code.push(body);
    return '';
  });
  const prose = withoutFences.replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (_, _t, body) => {
    code.push(body);
    return '';
  });
  return { prose, code };
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to dashes, repeats numbered. */
function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  const text = read(file).replace(FENCE, '');
  for (const [, heading] of text.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const slug = heading!
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

const outsidePointers = ['../shared', 'storefront-spec.md', 'ARCHITECTURE.md', 'CONVENTIONS.md'];

function brokenLinks(file: string): string[] {
  const broken: string[] = [];
  for (const [, target] of split(read(file)).prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target!)) continue; // https:, mailto:
    const [pathPart = '', anchor] = target!.split('#');
    const resolved = pathPart
      ? path.resolve(root, path.dirname(file), pathPart)
      : path.join(root, file);
    const relative = path.relative(root, resolved);
    if (relative.startsWith('..') || path.isAbsolute(pathPart)) {
      broken.push(`${target} (outside the repository)`);
    } else if (!existsSync(resolved)) {
      broken.push(`${target} (no such file)`);
    } else if (anchor && statSync(resolved).isFile() && resolved.endsWith('.md')) {
      if (!anchorsOf(relative).has(anchor)) broken.push(`${target} (no such heading)`);
    }
  }
  return broken;
}

const scriptsOf = (dir: string): string[] | undefined => {
  const file = path.join(root, dir, 'package.json');
  return existsSync(file)
    ? Object.keys(JSON.parse(readFileSync(file, 'utf8')).scripts ?? {})
    : undefined;
};

/** Workspace folders, for `node <file>` commands run inside one (`node src/server.ts`). */
const workspaces: string[] = JSON.parse(read('package.json')).workspaces;

/** The script an npm command runs, and the folder whose package.json must have it. */
function npmScript(words: string[]): { script: string; workspace: string } | undefined {
  const npm = words.indexOf('npm');
  if (npm < 0) return undefined;
  // Flags after `--` belong to the script, not to npm.
  const args = words.slice(npm + 1, words.includes('--') ? words.indexOf('--') : undefined);
  const [verb = '', name] = args;
  const script = ['run', 'run-script'].includes(verb)
    ? name
    : ['start', 'test'].includes(verb)
      ? verb
      : undefined;
  if (!script || /^[<-]/.test(script)) return undefined; // `npm run <script>`, `npm run --help`
  const flag = args.findIndex((arg) => /^(--workspace|-w)(=|$)/.test(arg));
  const workspace = flag < 0 ? '.' : (args[flag]!.split('=')[1] ?? args[flag + 1]!);
  return { script, workspace };
}

function missingCommands(file: string): string[] {
  const missing: string[] = [];
  const commands = split(read(file))
    .code.flatMap((code) => code.split(/&&|\|\||[;|\n]/))
    .map((command) =>
      command
        .replace(/\s#.*$/, '')
        .trim()
        .split(/\s+/),
    );
  for (const words of commands) {
    const npm = npmScript(words);
    if (npm) {
      const scripts = scriptsOf(npm.workspace);
      if (!scripts?.includes(npm.script)) missing.push(`npm run ${npm.script} in ${npm.workspace}`);
    }
    const node = words.indexOf('node');
    const target = node < 0 ? undefined : words.slice(node + 1).find((w) => !w.startsWith('-'));
    if (target && /\.[cm]?[jt]s$/.test(target) && !target.startsWith('<')) {
      const places = ['.', path.dirname(file), ...workspaces];
      if (!places.some((dir) => existsSync(path.join(root, dir, target)))) {
        missing.push(`node ${target}`);
      }
    }
  }
  return missing;
}

describe.each(files)('%s', (file) => {
  it('links only to files and headings that exist', () => {
    expect(brokenLinks(file)).toEqual([]);
  });

  it('points at nothing outside the repository', () => {
    const text = read(file);
    expect(outsidePointers.filter((pointer) => text.includes(pointer))).toEqual([]);
  });

  it('names only npm scripts and node files that exist', () => {
    expect(missingCommands(file)).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('cover the repository’s Markdown', () => {
    expect(files).toEqual(
      expect.arrayContaining(['README.md', 'docs/product.md', 'apps/api/README.md']),
    );
  });

  it('read GitHub anchors and code the way GitHub does', () => {
    expect(anchorsOf('docs/decisions.md')).toContain(
      '8-userid-is-guarded-by-the-platform-not-by-each-route',
    );
    expect(split('a `npm run x` b\n```sh\nnpm test\n```\n').code).toEqual([
      'npm test\n',
      'npm run x',
    ]);
  });
});
