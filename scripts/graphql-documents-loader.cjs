// Turbopack runs its loaders as CommonJS modules.
/* eslint-disable @typescript-eslint/no-require-imports */
// A build-time step for the browser's and the pages' bundles: each `graphql(`…`)` call in the store's
// documents files (src/client/**/*documents.ts) becomes an import of the one generated document it
// stands for. At run time `graphql()` looks its text up in src/gql/gql.ts's map of every operation of
// the store, back office included (about 15 kB gzip of text, twice over), so any page that queries the
// gateway shipped all of them; with the imports, a page's bundle holds only the documents it uses.
// The result is what `graphql()` would have returned: the same constant of src/gql/graphql.ts.
// Tests, the server's own build and type checking still see the calls as written.
const { readFileSync } = require('node:fs');
const path = require('node:path');

const call = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const importLine = /^import \{ graphql \} from '((?:\.\.\/)+)gql';\n/m;
const mapEntry = /^ {4}("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm;

/** The generated map's entries: an operation's text (as written in its `graphql()` call) to its constant. */
function documentNames(gqlSource) {
  const start = gqlSource.indexOf('const documents');
  if (start < 0) throw new Error('src/gql/gql.ts has no documents map: run npm run codegen');
  const names = new Map();
  for (const m of gqlSource.slice(start).matchAll(mapEntry)) names.set(JSON.parse(m[1]), m[2]);
  return names;
}

/**
 * A documents file with its calls replaced by imports of their constants; a file without calls is
 * returned as it is. A call whose text the map does not hold (codegen not run since it changed) fails.
 */
function replaceCalls(source, names, file) {
  call.lastIndex = 0;
  if (!call.test(source)) return source;
  const found = source.match(importLine);
  if (!found) throw new Error(`${file}: graphql() must come from "import { graphql } from '…/gql'"`);
  const imported = [];
  const body = source.replace(call, (_, text) => {
    if (text.includes('\\') || text.includes('${'))
      throw new Error(`${file}: a GraphQL document is plain text (no escapes, no interpolation)`);
    const name = names.get(text);
    if (!name) throw new Error(`${file}: a document that src/gql does not know: run npm run codegen`);
    const local = `__document${imported.length}`;
    imported.push(`${name} as ${local}`);
    return local;
  });
  return body.replace(importLine, `import { ${imported.join(', ')} } from '${found[1]}gql/graphql';\n`);
}

/** The webpack-style loader Turbopack runs (next.config.ts, `turbopack.rules`). */
function loader(source) {
  const gqlFile = path.join(__dirname, '..', 'src', 'gql', 'gql.ts');
  this.addDependency?.(gqlFile);
  return replaceCalls(source, documentNames(readFileSync(gqlFile, 'utf8')), this.resourcePath);
}

module.exports = loader;
module.exports.documentNames = documentNames;
module.exports.replaceCalls = replaceCalls;
