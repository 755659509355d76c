// What scripts/doc-names.mjs compares the docs against, read once from the repository: the names the
// TypeScript declares and exports (per file), the GraphQL schema's types and fields, the Drizzle
// tables and columns, the dependency-cruiser rules and the domains (folders of src/api).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const SOURCE_EXT = /\.(ts|tsx|mts|mjs|cjs)$/;
// Words with an underscore or in capitals: tables, columns, SQL, enum values, settings.
const WORDS = /\b\w*_\w*\b|\b[A-Z][A-Z0-9]+\b/g;
const GRAPHQL_BUILTINS = ['Int', 'Float', 'String', 'Boolean', 'ID'];

function walk(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

/** Names a TypeScript/JavaScript text declares, and those it exports. */
function declaredNames(text) {
  const declared = new Set();
  const exported = new Set();
  const add = (set, name) => name && set.add(name);
  for (const m of text.matchAll(
    /\b(?:function\*?|class|interface|type|enum|const|let|var|namespace)\s+([A-Za-z_$][\w$]*)/g,
  ))
    add(declared, m[1]);
  for (const m of text.matchAll(
    /\bexport\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:function\*?|class|interface|type|enum|const|let|var|namespace)\s+([A-Za-z_$][\w$]*)/g,
  ))
    add(exported, m[1]);
  for (const m of text.matchAll(/\bexport\s+(?:type\s+)?\{([^}]*)\}/g))
    for (const part of m[1].split(',')) {
      const names = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      add(exported, names.at(-1));
      add(declared, names[0]);
    }
  // Imported names: a library's API the code uses (`Suspense`, `cache`).
  for (const m of text.matchAll(/\bimport\s+(?:type\s+)?(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from/g))
    for (const part of m[1].split(','))
      for (const name of part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/))
        add(declared, name.trim());
  // Destructured declarations: `const { a, b: c } = …`, `const [a, b] = …`.
  for (const m of text.matchAll(/\b(?:const|let|var)\s+[{[]([^}\]=]*)[}\]]\s*=/g))
    for (const part of m[1].split(','))
      add(
        declared,
        part
          .split(':')
          .at(-1)
          .trim()
          .match(/^[A-Za-z_$][\w$]*/)?.[0],
      );
  // Members: object and class properties and methods, interface members, at the start of a line.
  for (const m of text.matchAll(
    /^\s*(?:(?:readonly|async|static|public|private|protected|get|set)\s+)*['"]?([A-Za-z_$][\w$]*)['"]?\??\s*[:(=]/gm,
  ))
    add(declared, m[1]);
  // GraphQL operations and fragments in documents.
  for (const m of text.matchAll(/\b(?:query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/g)) add(declared, m[1]);
  for (const name of exported) declared.add(name);
  return { declared, exported };
}

/** Type, field, argument-free member and enum value names of a GraphQL SDL text, and `Type.field` pairs. */
function graphqlNames(sdl) {
  const names = new Set(GRAPHQL_BUILTINS);
  const fields = new Set();
  let current = null;
  for (const line of sdl.split('\n')) {
    const head = line.match(/^(?:extend\s+)?(?:type|input|interface|enum|scalar|union|directive\s+@)\s*([A-Za-z_]\w*)/);
    if (head) {
      names.add(head[1]);
      current = head[1];
      continue;
    }
    const member = line.match(/^\s+([A-Za-z_]\w*)\s*[(:@]?/);
    if (current && member) {
      names.add(member[1]);
      fields.add(`${current}.${member[1]}`);
    }
    if (/^}/.test(line)) current = null;
  }
  return { names, fields };
}

/** Tables and columns declared in the Drizzle schema files. */
function schemaNames(root) {
  const tablesByFile = new Map();
  const columns = new Map();
  for (const file of walk(join(root, 'src/db/schema')).filter((f) => SOURCE_EXT.test(f))) {
    const text = readFileSync(file, 'utf8');
    const tables = [];
    // Each pgTable('name', { … }) runs to the next pgTable; its string-named calls are its columns.
    const parts = text.split(/(?=\bpgTable\()/);
    for (const part of parts) {
      const table = part.match(/^pgTable\(\s*'(\w+)'/)?.[1];
      if (!table) continue;
      tables.push(table);
      columns.set(table, new Set([...part.matchAll(/\b\w+\(\s*'(\w+)'/g)].map((m) => m[1])));
    }
    tablesByFile.set(relative(root, file), tables);
  }
  return { tablesByFile, columns };
}

/** Everything the checks compare against, read once. */
export function loadProject(root) {
  const all = [
    ...walk(join(root, 'src')),
    ...walk(join(root, 'scripts')),
    ...walk(join(root, 'tests')),
    ...walk(join(root, 'bench')),
    ...readdirSync(root).map((f) => join(root, f)),
  ];
  // Tests are left out: they name what they plant.
  const files = all.filter(
    (f) => SOURCE_EXT.test(f) && !/\.d\.ts$|\.(test|spec)\.tsx?$/.test(f) && statSync(f).isFile(),
  );
  const byFile = new Map();
  const declared = new Set();
  const words = new Set();
  const literals = new Set();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const names = declaredNames(text);
    byFile.set(relative(root, file), names);
    for (const n of names.declared) declared.add(n);
    for (const w of text.match(WORDS) ?? []) words.add(w);
    for (const m of text.matchAll(/['"]([A-Za-z_$][\w$]*)['"]/g)) literals.add(m[1]);
  }
  for (const file of walk(join(root, 'deploy')))
    for (const w of readFileSync(file, 'utf8').match(WORDS) ?? []) words.add(w);
  const sdlPath = join(root, 'schema.graphql');
  const sdl = existsSync(sdlPath) ? readFileSync(sdlPath, 'utf8') : '';
  for (const w of sdl.match(WORDS) ?? []) words.add(w);
  const cruiser = join(root, '.dependency-cruiser.cjs');
  const rules = existsSync(cruiser)
    ? [...readFileSync(cruiser, 'utf8').matchAll(/^\s*name:\s*'([\w-]+)'/gm)].map((m) => m[1])
    : [];
  // Every folder of src/api is a domain but core, what every domain may import.
  const domains = existsSync(join(root, 'src/api'))
    ? readdirSync(join(root, 'src/api'), { withFileTypes: true })
        .filter((e) => e.isDirectory() && e.name !== 'core')
        .map((e) => e.name)
    : [];
  // Folders .gitignore names (`dist/`, `.data/`, `bench/results/`) hold what runs make, not the repository.
  const ignored = existsSync(join(root, '.gitignore'))
    ? readFileSync(join(root, '.gitignore'), 'utf8')
        .split('\n')
        .map((l) => l.trim().replace(/^\//, ''))
        .filter((l) => l.endsWith('/') && !l.includes('*'))
    : [];
  const madeByRuns = (path) => {
    const p = path.replace(/^\.\//, '');
    return ignored.some((dir) => `${p}/`.startsWith(dir));
  };
  return {
    root,
    madeByRuns,
    names: all.map((f) => f.split('/').at(-1)),
    byFile,
    declared,
    words,
    literals,
    rules,
    domains,
    graphql: graphqlNames(sdl),
    schema: schemaNames(root),
  };
}
