// `node scripts/doc-tables.mjs` (a check of `npm test`): the docs' facts that the code can hold are the
// code's. Fails, naming each difference and the command that fixes it, when
// - docs/domains.md is not what the doors (src/api/<domain>/index.ts) and the tables
//   (src/db/schema/<domain>.ts) make of it: it is written from them, never by hand;
// - docs/root-field-scopes.md (written by src/api/scopes.test.ts) misses a root field of schema.graphql
//   or names one that is gone;
// - docs/SETTINGS.md does not name exactly the environment variables the store reads: the keys of the
//   zod schema in src/config*.ts, the names src/api/consultations/settings.ts reads, and every
//   `process.env.NAME` in src/ outside tests;
// - the table of domains in docs/ARCHITECTURE.md does not have one row for each domain;
// - a relative link in README.md, BENCHMARKS.md or docs/*.md leads to no file, or to no heading of it;
// - README.md is over 150 lines (it fits on a screen), or docs/ARCHITECTURE.md over 2,500 words outside
//   its diagram (it promises about ten minutes of reading).
// `node scripts/doc-tables.mjs --write` (`npm run docs:tables`) rewrites docs/domains.md and, through
// Vitest, docs/root-field-scopes.md.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// A file that adds fields to the builder when loaded (a declared ref, enum or scalar adds none: refs.ts).
const addsFields =
  /\bbuilder\s*\.\s*(query|mutation|subscription)(Fields?|Type)\b|\bbuilder\s*\.\s*(objectType|objectFields?|interfaceType|interfaceFields?|inputType|unionType)\b|\.implement\s*\(/;

const read = (root, file) => readFileSync(join(root, file), 'utf8');
const domainsOf = (root) =>
  readdirSync(join(root, 'src/api'), { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== 'core')
    .map((e) => e.name)
    .sort();

/** A door's re-exports, by the file they come from: `export { a, type B } from './x'`, `export * from`. */
export function doorExports(text) {
  const groups = [];
  const rest = text
    .replace(/\/\/.*$/gm, '')
    .replace(/\bexport\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+)';?/g, (_, allTypes, names, from) => {
      const list = names
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean)
        .map((n) => {
          const type = !!allTypes || n.startsWith('type ');
          const name = n
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)
            .at(-1);
          return { name, type };
        });
      groups.push({ from, names: list });
      return '';
    })
    .replace(/\bexport\s+\*\s+from\s*'([^']+)';?/g, (_, from) => {
      groups.push({ from, names: [{ name: '*', type: false }] });
      return '';
    })
    .replace(/\bimport\s+'([^']+)';?/g, (_, from) => {
      groups.push({ from, names: [] });
      return '';
    });
  // A door holds re-exports only (rule `domain-door`); anything else is named so the table never hides it.
  const left = rest.replace(/\/\*[\s\S]*?\*\//g, '').trim();
  return { groups, unread: left };
}

const sourceFile = (root, domain, from) =>
  ['.ts', '.tsx', '/index.ts']
    .map((ext) => join('src/api', domain, `${from}${ext}`))
    .find((f) => existsSync(join(root, f)));

/** Tables of a domain's schema file, in the order they are declared. */
const tablesOf = (root, domain) => {
  const file = `src/db/schema/${domain}.ts`;
  return existsSync(join(root, file)) ? [...read(root, file).matchAll(/pgTable\(\s*'(\w+)'/g)].map((m) => m[1]) : [];
};

/** docs/domains.md as the code makes it. */
export function domainsDoc(root) {
  const rows = [];
  const problems = [];
  for (const domain of domainsOf(root)) {
    const tables = tablesOf(root, domain);
    const tableCell = tables.length ? tables.join(', ') : '(none)';
    const door = `src/api/${domain}/index.ts`;
    if (!existsSync(join(root, door))) {
      rows.push(`| ${domain} | ${tableCell} | no | (no door: nothing outside the domain imports it) |`);
      continue;
    }
    const { groups, unread } = doorExports(read(root, door));
    if (unread)
      problems.push(`${door}: holds more than re-exports, which this table cannot list: ${unread.slice(0, 80)}`);
    const registering = [];
    const cells = groups.map(({ from, names }) => {
      const file = sourceFile(root, domain, from);
      const shortName = `\`${from.replace(/^\.\//, '')}\``;
      if (file && addsFields.test(read(root, file)) && !registering.includes(shortName)) registering.push(shortName);
      const shown = names.map((n) => (n.type ? `\`${n.name}\` (type)` : `\`${n.name}\``)).join(', ');
      const path = file ? `\`${relative(join(root, 'src/api', domain), join(root, file))}\`` : `'${from}'`;
      return names.length ? `${shown} from ${path}` : `(loads ${path})`;
    });
    const count = groups.reduce((n, g) => n + g.names.length, 0);
    rows.push(
      `| ${domain} | ${tableCell} | ${registering.length ? `yes: ${registering.join(', ')}` : 'no'} | ${count} ${count === 1 ? 'name' : 'names'}: ${cells.join('; ')} |`,
    );
  }
  const text = [
    '# Domains: their tables and their doors',
    '',
    'Written by `scripts/doc-tables.mjs` from the code (`npm run docs:tables` after a change; `npm test` fails',
    'while this page differs from it). A domain is a folder of `src/api` (`core` aside); its tables are',
    'declared in `src/db/schema/<domain>.ts` and only its own files read or write them; its door,',
    '`src/api/<domain>/index.ts`, is all that other domains, the gateway and the process may import of it.',
    '"Registers fields" says whether importing the door loads a file that adds fields to the GraphQL builder',
    '(`src/api/core/builder.ts`); the types other domains name are declared in its `refs.ts`, implemented in its',
    'schema files, which only `src/api/schema.ts` loads. Why the domains are cut this way: [ARCHITECTURE.md](ARCHITECTURE.md).',
    '',
    '| domain | tables | registers fields when imported | door exports |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
  return { text, problems };
}

/** `Root.field` of every Query, Mutation and Subscription field in a printed schema. */
export function rootFields(sdl) {
  const out = new Set();
  const bare = sdl.replace(/"""[\s\S]*?"""/g, '').replace(/^\s*"[^\n]*"\s*$/gm, '');
  for (const m of bare.matchAll(/^type (Query|Mutation|Subscription) \{\n([\s\S]*?)^\}/gm))
    for (const f of m[2].matchAll(/^ {2}(\w+)\s*[(:]/gm)) out.add(`${m[1]}.${f[1]}`);
  return out;
}

/** `Root.field` of the rows of docs/root-field-scopes.md whose first cell is a root type. */
export function scopeRows(markdown) {
  const out = new Set();
  for (const m of markdown.matchAll(/^\|\s*(Query|Mutation|Subscription)\s*\|\s*(\w+)\s*\|/gm))
    out.add(`${m[1]}.${m[2]}`);
  return out;
}

/** The environment variables the store reads (see the header for where they are looked for). */
export function settingsRead(root) {
  const names = new Set();
  const configs = readdirSync(join(root, 'src')).filter((f) => /^config.*\.ts$/.test(f) && !f.includes('.test.'));
  for (const f of configs)
    for (const m of read(root, `src/${f}`).matchAll(/^\s+([A-Z][A-Z0-9_]+):\s*z\b/gm)) names.add(m[1]);
  const consult = 'src/api/consultations/settings.ts';
  if (existsSync(join(root, consult)))
    for (const m of read(root, consult).matchAll(/\benv\.([A-Z][A-Z0-9_]+)|\(\s*env,\s*'([A-Z][A-Z0-9_]+)'/g))
      names.add(m[1] ?? m[2]);
  const walk = (dir) =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? (e.name === 'test' && dir === 'src' ? [] : walk(`${dir}/${e.name}`)) : [`${dir}/${e.name}`],
    );
  for (const f of walk('src').filter((f) => /\.tsx?$/.test(f) && !/\.(test|spec)\.tsx?$/.test(f)))
    for (const m of read(root, f).matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)) names.add(m[1]);
  return names;
}

/** The variables the settings page's tables name in their first column. */
export function settingsDocumented(markdown) {
  const names = new Set();
  let inTable = false;
  for (const line of markdown.split('\n')) {
    if (/^\|\s*variable\s*\|/.test(line)) inTable = true;
    else if (!line.startsWith('|')) inTable = false;
    else if (inTable) for (const m of line.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(m[1]);
  }
  return names;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** Relative links of the Markdown files that lead nowhere. */
export function brokenLinks(root, files) {
  const problems = [];
  for (const file of files) {
    const text = read(root, file);
    const outsideFences = text.replace(/^```[\s\S]*?^```/gm, (m) => m.replace(/[^\n]/g, ''));
    for (const [n, line] of outsideFences.split('\n').entries())
      for (const m of line.matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(m[1])) continue;
        const [path, anchor] = m[1].split('#');
        const target = path ? relative(root, resolve(root, dirname(file), path)) : file;
        if (!existsSync(join(root, target))) {
          problems.push(`${file}:${n + 1}: the link to ${m[1]} leads to no file`);
          continue;
        }
        if (anchor && /\.md$/.test(target)) {
          const headings = [...read(root, target).matchAll(/^#+\s+(.*)$/gm)].map((h) => slug(h[1]));
          if (!headings.includes(anchor)) problems.push(`${file}:${n + 1}: ${target} has no heading #${anchor}`);
        }
      }
  }
  return problems;
}

const readmeLines = 150;
const architectureWords = 2500;

const markdownFiles = (root) => [
  'README.md',
  ...(existsSync(join(root, 'BENCHMARKS.md')) ? ['BENCHMARKS.md'] : []),
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** Every difference between the docs and the code, as messages. */
export function checkTables(root) {
  const problems = [];
  const fix = 'run `npm run docs:tables`';
  const domains = domainsOf(root);

  const { text, problems: doorProblems } = domainsDoc(root);
  problems.push(...doorProblems);
  const file = 'docs/domains.md';
  if (!existsSync(join(root, file))) problems.push(`${file} is missing: ${fix}`);
  else if (read(root, file) !== text) {
    const now = read(root, file).split('\n');
    const differing = text.split('\n').filter((l) => !now.includes(l));
    const named = differing.map((l) => l.match(/^\| (\w+) \|/)?.[1]).filter(Boolean);
    problems.push(`${file} differs from the doors and tables${named.length ? ` (${named.join(', ')})` : ''}: ${fix}`);
  }

  const scopes = 'docs/root-field-scopes.md';
  if (existsSync(join(root, 'schema.graphql')) && existsSync(join(root, scopes))) {
    const fields = rootFields(read(root, 'schema.graphql'));
    const rows = scopeRows(read(root, scopes));
    for (const f of fields) if (!rows.has(f)) problems.push(`${scopes} has no row for ${f}: ${fix}`);
    for (const r of rows)
      if (!fields.has(r)) problems.push(`${scopes} names ${r}, which schema.graphql has not: ${fix}`);
  }

  const settings = 'docs/SETTINGS.md';
  const read_ = settingsRead(root);
  const documented = existsSync(join(root, settings)) ? settingsDocumented(read(root, settings)) : new Set();
  for (const v of read_) if (!documented.has(v)) problems.push(`${settings} does not name ${v}, which the store reads`);
  for (const v of documented) if (!read_.has(v)) problems.push(`${settings} names ${v}, which the store does not read`);

  const arch = 'docs/ARCHITECTURE.md';
  if (existsSync(join(root, arch))) {
    const listed = new Set();
    let inTable = false;
    for (const line of read(root, arch).split('\n')) {
      if (/^\|\s*domain\s*\|/.test(line)) inTable = true;
      else if (!line.startsWith('|')) inTable = false;
      else if (inTable) {
        const cell = line.split('|')[1].trim();
        if (/^[a-z]+$/.test(cell)) listed.add(cell);
      }
    }
    for (const d of domains) if (!listed.has(d)) problems.push(`${arch}: the table of domains has no row for ${d}`);
    for (const d of listed)
      if (!domains.includes(d)) problems.push(`${arch}: the table of domains names ${d}, no folder of src/api`);
  }

  problems.push(...brokenLinks(root, markdownFiles(root)));

  const readme = read(root, 'README.md').replace(/\n$/, '').split('\n').length;
  if (readme > readmeLines)
    problems.push(`README.md: ${readme} lines, at most ${readmeLines}: move the detail to docs/`);
  if (existsSync(join(root, arch))) {
    const words = read(root, arch)
      .replace(/^```[\s\S]*?^```/gm, '')
      .split(/\s+/)
      .filter(Boolean).length;
    if (words > architectureWords)
      problems.push(`${arch}: ${words} words outside its diagram, at most ${architectureWords} (about ten minutes)`);
  }
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = process.cwd();
  if (process.argv.includes('--write')) {
    const { text, problems } = domainsDoc(root);
    writeFileSync(join(root, 'docs/domains.md'), text);
    console.log('wrote docs/domains.md');
    for (const p of problems) console.log(`✖ ${p}`);
    const vitest = spawnSync('npx', ['vitest', 'run', 'src/api/scopes.test.ts', '-u'], { stdio: 'inherit' });
    process.exit(problems.length || vitest.status ? 1 : 0);
  }
  const problems = checkTables(root);
  for (const p of problems) console.log(`✖ ${p}`);
  console.log(`doc tables: ${problems.length} differences from the code`);
  process.exit(problems.length ? 1 : 0);
}
