// `node scripts/doc-names.mjs [DOC…]` (a suite of `npm test`): every file and code name the docs cite
// must exist, so they cannot drift from the code unnoticed. Checks README.md and every docs/*.md unless
// given other files; prints each miss and exits 1 on any. (BENCHMARKS.md is left out: it is a record of
// measurements, citing code as it was when each was taken.)
//
// What counts, inside `backticks` (and the target of a relative [link](target)):
// - a path: folders from one that exists at the repository's root (`src/…`, `scripts/…`), or any
//   name with a file extension (`server.ts`, `.dependency-cruiser.cjs`). It must exist (or sit in a
//   folder .gitignore names, which runs make: `dist/server.mjs`, `./.data`): from the root,
//   or, in a row of the domain table, from that domain's `src/api/<domain>/`; a bare file name may
//   also sit beside the doc or in a folder cited earlier in its paragraph or list. `*`,
//   `<placeholder>` and `{a,b}` must match something. In fenced blocks (the diagram) only `src/…`-like
//   paths are read, and bare file names, which must sit in the folder of the path named last
//   (`src/api  the gateway: gateway.ts`).
// - a code name: camelCase or PascalCase (`placeOrder`, `ProductPage`), any name written as a call
//   (`lineTotalMinor(price, qty)`), `feed*` (some name starting so), `Type.field` (schema.graphql).
//   It must be declared or imported in the TypeScript (src, scripts, bench, root files: functions,
//   classes, types, variables, members, GraphQL operations), be a GraphQL type, field or enum value,
//   a string the code writes whole (`'myAppCart'`, a storage key) or a JavaScript global
//   (`globalThis`). Named right before a file (`runStatement` and `Params` in `src/db/statement.ts`,
//   `MuiRoot` (`src/components/MuiRoot.tsx`), `inStep`, `src/lib/cart-rules.ts`), it must be declared
//   in that file (a paragraph or list item is read as one line for this). Tests are not the code:
//   they name what they plant.
// - `table.column` (`products.step`), when the part before the dot is a table: a column of it.
// - other snake_case and UPPER_CASE (`value_set_id`, `width_bucket`, `TOO_MANY_COD`, `COD_MAX_INR`:
//   columns, SQL, enum values, settings, benchmark lines) must occur as a word in the TypeScript,
//   schema.graphql or the files under deploy/ (nginx's and systemd's words).
// - the domain table (| domain | tables | public functions |): each domain has its `src/api/<domain>/`,
//   each table is declared in `src/db/schema/<domain>.ts`, and each name in the functions column
//   outside parentheses, one-word names too (`refresh`), is exported by a file under
//   `src/api/<domain>/`. Every domain (each folder of src/api but core) has its row.
// - the diagram's list of domains (names joined by ` · `): exactly the domains.
// - the rule table (| rule | why |): exactly the rules of .dependency-cruiser.cjs.
// Not checked: one lowercase word elsewhere (`tx`, `qty`, `lang`: prose can't be told from code), and
// anything with spaces or other punctuation (SQL, headers, commands, URLs, packages).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultDocs, expandBraces, FILE_EXT, filesOf, isPath, pathExists } from './doc-names-paths.mjs';
import { loadProject } from './doc-names-project.mjs';

const isCodeName = (s) => /^[a-z_$][\w$]*[A-Z][\w$]*$/.test(s) || /^[A-Z][a-z0-9]+[\w$]*$/.test(s);

/**
 * The misses of one Markdown text, as `file:line: message` strings. `docPath` places relative links;
 * `project` is what `loadProject` read.
 */
function checkText(project, text, docPath) {
  const { root } = project;
  const problems = [];
  let inFence = false;
  let fenceFolder = null;
  let domainTable = false;
  let ruleTable = null;
  const tableDomains = new Set();
  let tableAt = -1;
  const diagramDomains = new Set();
  let diagramAt = -1;
  // Folders cited so far in the paragraph, list or table row: a bare file name may sit in one of them.
  let nearby = [];
  const miss = (n, message) => problems.push(`${relative(root, docPath)}:${n + 1}: ${message}`);

  const checkPath = (n, path, bases) => {
    if (project.madeByRuns(path)) return;
    if (expandBraces(path).some((p) => !bases.some((b) => pathExists(b, p)))) miss(n, `\`${path}\` does not exist`);
  };

  const checkName = (n, raw, pairedFiles, domain) => {
    const call = raw.match(/^([A-Za-z_$][\w$]*)\(.*\)$/s);
    const name = call ? call[1] : raw;
    if (/^[A-Za-z_$][\w$]*\*$/.test(name)) {
      const prefix = name.slice(0, -1);
      const files = pairedFiles?.length
        ? pairedFiles
        : domain
          ? [...project.byFile.keys()].filter((f) => f.startsWith(`src/api/${domain}/`))
          : null;
      const names = files ? files.flatMap((f) => [...(project.byFile.get(f)?.declared ?? [])]) : [...project.declared];
      if (!names.some((d) => d.startsWith(prefix) && d !== prefix))
        miss(
          n,
          `no name starting \`${prefix}\` is declared${files ? ` in ${domain ? `src/api/${domain}/` : files.join(', ')}` : ''}`,
        );
      return;
    }
    if (/^[A-Z]\w*\.[a-z]\w*$/.test(name)) {
      if (!project.graphql.fields.has(name)) miss(n, `\`${name}\` is not a field of schema.graphql`);
      return;
    }
    const dotted = name.match(/^([a-z_]+)\.([a-z_]+)$/);
    if (dotted && project.schema.columns.has(dotted[1])) {
      if (!project.schema.columns.get(dotted[1]).has(dotted[2]))
        miss(n, `\`${name}\`: table ${dotted[1]} has no column ${dotted[2]}`);
      return;
    }
    if (/^[a-z][a-z0-9]*(_[a-z0-9]+)+$/.test(name) || /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(name)) {
      if (!project.words.has(name)) miss(n, `\`${name}\` occurs nowhere in the code or schema.graphql`);
      return;
    }
    if (!/^[A-Za-z_$][\w$]*$/.test(name)) return;
    if (domain) {
      const dir = `src/api/${domain}/`;
      const ok = [...project.byFile].some(([f, names]) => f.startsWith(dir) && names.exported.has(name));
      if (!ok) miss(n, `\`${name}\` is not exported by any file under ${dir}`);
      return;
    }
    if (!call && !isCodeName(name)) return;
    if (pairedFiles?.length) {
      if (!pairedFiles.some((f) => project.byFile.get(f)?.declared.has(name)))
        miss(n, `\`${name}\` is not declared in ${pairedFiles.join(', ')}`);
      return;
    }
    if (
      !project.declared.has(name) &&
      !project.graphql.names.has(name) &&
      !project.literals.has(name) &&
      !(name in globalThis)
    )
      miss(n, `\`${name}\` is declared nowhere (TypeScript, GraphQL, a string the code writes, JavaScript's globals)`);
  };

  // A paragraph or list item is read as one line (a name and its file may sit on either side of a
  // line break); fenced lines and table rows one by one. `at(offset)` is the line an offset is on.
  const units = [];
  let fenced = false;
  for (const [n, line] of text.split('\n').entries()) {
    const fence = /^\s*(```|~~~)/.test(line);
    const prose = !fenced && !fence && line.trim() !== '' && !line.startsWith('|') && !line.startsWith('#');
    const last = units.at(-1);
    if (prose && last?.prose && !/^\s*(\d+\.|[-*])\s/.test(line)) {
      last.starts.push(last.line.length + 1);
      last.line += ` ${line}`;
      continue;
    }
    units.push({ n, line, prose, starts: [0] });
    if (fence) fenced = !fenced;
  }

  for (const { n, line, starts } of units) {
    const at = (offset) => n + starts.filter((s) => s <= offset).length - 1;
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      fenceFolder = null;
      continue;
    }
    if (inFence) {
      // The diagram's list of domains (names joined by ` · `) and the paths it names.
      if (line.includes(' · ')) {
        if (diagramAt < 0) diagramAt = n;
        for (const name of line
          .replace(/^[\s│|▼]*(src\/api\/<domain>\/\s+\S.*?\)\s+)?/, '')
          .split('·')
          .map((x) => x.trim())
          .filter(Boolean)) {
          diagramDomains.add(name);
          if (!project.domains.includes(name)) miss(n, `\`${name}\` in the diagram is no domain (src/api/${name}/)`);
        }
      }
      // A bare file name there sits in the folder of the path named last (`src/api  gateway.ts`).
      const tokens = line.matchAll(
        /(?:^|[\s(,])((?:src|scripts|tests|bench|docs|public)\/[\w./\-[\]*<>]+|[\w.-]+\.(?:ts|tsx|mjs|cjs))(?=[\s),]|$)/g,
      );
      for (const m of tokens) {
        const token = m[1].replace(/[.,]$/, '');
        if (token.includes('/')) {
          checkPath(n, token, [root]);
          fenceFolder = FILE_EXT.test(token) ? dirname(token) : token.replace(/\/$/, '');
        } else if (fenceFolder && !pathExists(root, `${fenceFolder}/${token}`))
          miss(n, `\`${token}\` is not in ${fenceFolder}/`);
      }
      continue;
    }
    const cells = line.startsWith('|')
      ? line
          .split('|')
          .slice(1, -1)
          .map((c) => c.trim())
      : null;
    const header = cells?.[0] === 'domain' && /tables/.test(cells[1] ?? '');
    // The boundary rules' table names every rule of .dependency-cruiser.cjs, and only those.
    if (cells?.[0] === 'rule') ruleTable = { line: n, named: new Set() };
    else if (ruleTable && cells && !/^-+$/.test(cells[0])) {
      for (const m of cells[0].matchAll(/`([^`]+)`/g)) {
        ruleTable.named.add(m[1]);
        if (!project.rules.includes(m[1])) miss(n, `\`${m[1]}\` is no rule of .dependency-cruiser.cjs`);
      }
      continue;
    } else if (ruleTable && !cells) {
      for (const r of project.rules)
        if (!ruleTable.named.has(r))
          miss(ruleTable.line, `rule \`${r}\` of .dependency-cruiser.cjs is missing from the table`);
      ruleTable = null;
    }
    if (header) {
      domainTable = true;
      tableAt = n;
    } else if (!cells) domainTable = false;
    let domain = null;
    if (domainTable && !header && cells && /^[a-z]+$/.test(cells[0])) {
      tableDomains.add(cells[0]);
      if (existsSync(join(root, 'src/api', cells[0]))) domain = cells[0];
      else miss(n, `domain \`${cells[0]}\` has no folder src/api/${cells[0]}`);
    }
    if (!line.trim() || cells || line.startsWith('#')) nearby = [];
    const bases = domain ? [join(root, 'src/api', domain), root] : [root];

    if (domain) {
      const tables = project.schema.tablesByFile.get(`src/db/schema/${domain}.ts`) ?? [];
      for (const t of (cells[1] ?? '')
        .replace(/\([^)]*\)/g, '')
        .split(/[,\s]+/)
        .filter((t) => /^[a-z_]+$/.test(t)))
        if (!tables.includes(t)) miss(n, `table \`${t}\` is not declared in src/db/schema/${domain}.ts`);
    }

    for (const m of line.matchAll(/\[[^\]]*\]\(([^)\s#]+)(?:#[^)]*)?\)/g))
      if (!/^[a-z]+:/.test(m[1])) checkPath(at(m.index), m[1], [dirname(docPath)]);

    const spans = [...line.matchAll(/`([^`]+)`/g)].map((m) => ({
      text: m[1].trim(),
      start: m.index,
      end: m.index + m[0].length,
    }));
    const functionsAt = domain ? line.lastIndexOf('|', line.length - 2) : -1;
    for (const [i, span] of spans.entries()) {
      const s = span.text;
      if (isPath(s, bases)) {
        if (s.includes('/')) {
          checkPath(at(span.start), s, bases);
          const folder = relative(root, resolve(bases[0], s.endsWith('/') ? s : dirname(s)));
          nearby.push(...expandBraces(folder));
        } else if (s.includes('*')) {
          const re = new RegExp(`^${s.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
          if (!project.names.some((f) => re.test(f))) miss(at(span.start), `no file matches \`${s}\``);
        } else if (
          ![...bases, dirname(docPath)].some((b) => pathExists(b, s)) &&
          !nearby.some((f) => pathExists(root, `${f}/${s}`))
        ) {
          miss(
            at(span.start),
            `\`${s}\` does not exist${nearby.length ? ` (looked beside ${nearby.join(', ')})` : ''}`,
          );
        }
        continue;
      }
      // A name (or a run of them joined by `,`, `and`, `/`) directly followed by `in \`path\``, `(\`path\``
      // or `, \`path\``.
      let paired = null;
      for (let j = i; j < spans.length - 1; j++) {
        const between = line.slice(spans[j].end, spans[j + 1].start);
        if (/^\s*(\(|in\s+|,\s*)$/.test(between) && isPath(spans[j + 1].text, bases)) {
          paired = bases.map((b) => filesOf(project, b, spans[j + 1].text)).find((f) => f.length) ?? [];
          break;
        }
        if (!/^\s*(,|and|\/)\s*$/.test(between)) break;
      }
      // In the functions column, names outside parentheses are the domain's exports; inside, notes.
      let depth = 0;
      if (domain && span.start > functionsAt)
        for (const ch of line.slice(functionsAt, span.start)) depth += ch === '(' ? 1 : ch === ')' ? -1 : 0;
      checkName(at(span.start), s, paired, domain && span.start > functionsAt && depth <= 0 ? domain : null);
    }
  }
  for (const d of project.domains) {
    if (tableAt >= 0 && !tableDomains.has(d))
      miss(tableAt, `domain \`${d}\` (src/api/${d}/) is missing from the domain table`);
    if (diagramAt >= 0 && !diagramDomains.has(d))
      miss(diagramAt, `domain \`${d}\` (src/api/${d}/) is missing from the diagram`);
  }
  return problems;
}

/**
 * The misses of the given Markdown files, as `file:line: message`. A doc is a path (from `root`, or
 * absolute), or `{ path, text }`: that text read as if it were the file at `path`.
 */
export function checkDocs(root, docs = defaultDocs(root)) {
  const project = loadProject(root);
  return docs.flatMap((doc) => {
    const path = resolve(root, typeof doc === 'string' ? doc : doc.path);
    return checkText(project, typeof doc === 'string' ? readFileSync(path, 'utf8') : doc.text, path);
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const started = performance.now();
  const docs = process.argv.slice(2);
  const problems = checkDocs(process.cwd(), docs.length ? docs : undefined);
  for (const p of problems) console.log(`✖ ${p}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(`doc names: ${problems.length} missing (${seconds} s)`);
  process.exit(problems.length ? 1 : 0);
}
