// The folders of src/ import one another one way only: no circle, whether through a value, a type or a
// dynamic import() (issue 13). eslint.config.js (LAYERS) stops each new import that would make one; this
// reads every source file, so a circle through a path the lint patterns miss fails here too.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|e2e)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The folder of src/ a file or an import path lands in (undefined outside src/ or at its top). */
function folderOf(path: string): string | undefined {
  const [folder, ...rest] = relative(SRC, path).split(/[\\/]/);
  return folder && !folder.startsWith('..') && rest.length ? folder : undefined;
}

/** Folder → the folders its files import. */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(SRC)) {
    const from = folderOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? graph.set(from, new Set()).get(from)!;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = specifier!.startsWith('@/') ? join(SRC, specifier!.slice(2)) : specifier!.startsWith('.') ? resolve(dirname(file), specifier!) : undefined;
      const to = target && folderOf(join(target, 'x'));
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Every circle of folders, each as the path that closes it. */
function circles(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const visit = (folder: string, path: string[]): void => {
    for (const next of graph.get(folder) ?? []) {
      if (path.includes(next)) found.push([...path.slice(path.indexOf(next)), next]);
      else visit(next, [...path, next]);
    }
  };
  for (const folder of graph.keys()) visit(folder, [folder]);
  return found;
}

describe('the folders of src/', () => {
  it('import one another one way only', () => {
    const graph = folderGraph();
    expect([...graph.keys()]).toEqual(expect.arrayContaining(['api', 'contract', 'dom', 'island', 'mount', 'runtime', 'store']));
    expect(circles(graph).map((circle) => circle.join(' → '))).toEqual([]);
  });

  it("finds a circle, as the one the runtime, mount and island folders made before issue 13", () => {
    const graph = new Map([
      ['runtime', new Set(['mount'])],
      ['mount', new Set(['contract', 'runtime'])],
    ]);
    expect(circles(graph).map((circle) => circle.join(' → '))).toContain('runtime → mount → runtime');
  });
});
