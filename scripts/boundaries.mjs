// `npm run deps:boundaries`: the store's boundary rules (.dependency-cruiser.cjs) over the code, with
// the known violations (.dependency-cruiser-known-violations.json, violations that predate a rule) set
// aside. Prints each violation with its rule's name and reason; exits 1 on any new one.
//
//   node scripts/boundaries.mjs                   check (paths: src server.ts scripts tests bench)
//   node scripts/boundaries.mjs --update-baseline rewrite the known violations (only ever to shrink them)
//   node scripts/boundaries.mjs --config FILE --baseline FILE PATH…
//
// dependency-cruiser's own `--ignore-known` leaves folder rules (no-circular-folders) out, so the
// baseline is applied here, to every rule alike.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import './typescript6.mjs';

const { cruise } = await import('dependency-cruiser');
const { default: extractDepcruiseOptions } = await import('dependency-cruiser/config-utl/extract-depcruise-options');
const { default: extractTSConfig } = await import('dependency-cruiser/config-utl/extract-ts-config');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    config: { type: 'string', default: '.dependency-cruiser.cjs' },
    baseline: { type: 'string', default: '.dependency-cruiser-known-violations.json' },
    'update-baseline': { type: 'boolean', default: false },
  },
});
const paths = positionals.length
  ? positionals
  : ['src', 'server.ts', 'scripts', 'tests', 'bench'].filter((p) => existsSync(p));

const options = await extractDepcruiseOptions(resolve(values.config));
const tsConfigFile = options.tsConfig?.fileName && resolve(options.tsConfig.fileName);
if (tsConfigFile) options.tsConfig = { ...options.tsConfig, fileName: tsConfigFile };
const started = performance.now();
const { output: result } = await cruise(
  paths,
  { ...options, outputType: 'json', metrics: true },
  {},
  { tsConfig: tsConfigFile ? extractTSConfig(tsConfigFile) : undefined },
);
const cruised = typeof result === 'string' ? JSON.parse(result) : result;

// no-domain-cycle: dependency-cruiser's folder cycles count each subfolder as a folder of its own, so
// orders → payments/ledger → orders would pass. Here every file under src/api/<domain>/ is the domain's
// (src/api/core, the shared core, is no domain), and the domains' graph must have no cycle.
const domainCycleRule = {
  severity: 'error',
  name: 'no-domain-cycle',
  comment:
    'no-domain-cycle: these domains import each other (possibly through others, counting every file in ' +
    'their subfolders). One must own the step and the other react to it, or both go through a workflow ' +
    '(src/api/checkout) that calls their doors.',
};
const domainOf = (path) => /^src\/api\/(?!core\/)([^/]+)\//.exec(path)?.[1];
function domainCycles(modules) {
  const edges = new Map(); // domain → (domain → first import seen, as evidence)
  for (const m of modules) {
    const from = domainOf(m.source);
    if (!from) continue;
    for (const d of m.dependencies ?? []) {
      const to = domainOf(d.resolved);
      if (!to || to === from) continue;
      const out = edges.get(from) ?? new Map();
      edges.set(from, out);
      if (!out.has(to)) out.set(to, `${m.source} → ${d.resolved}`);
    }
  }
  // Tarjan's strongly connected components; each with more than one domain holds a cycle.
  const index = new Map();
  const low = new Map();
  const stack = [];
  const components = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of (edges.get(v) ?? new Map()).keys()) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const c = [];
      let w;
      do c.push((w = stack.pop()));
      while (w !== v);
      if (c.length > 1) components.push(new Set(c));
    }
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);
  // One cycle per component, from its first domain by name: the shortest way back within the component.
  return components.map((c) => {
    const start = [...c].sort()[0];
    const back = new Map([[start, null]]);
    const queue = [start];
    let last = null;
    while (queue.length && !last) {
      const v = queue.shift();
      for (const w of [...(edges.get(v) ?? new Map()).keys()].sort()) {
        if (!c.has(w)) continue;
        if (w === start) {
          last = v;
          break;
        }
        if (back.has(w)) continue;
        back.set(w, v);
        queue.push(w);
      }
    }
    const path = [];
    for (let v = last; v !== null; v = back.get(v)) path.unshift(v);
    const through = [...path, start].slice(1).map((to, i) => edges.get(path[i]).get(to));
    const name = (d) => `src/api/${d}`;
    return {
      type: 'cycle',
      from: name(start),
      to: name(start),
      rule: domainCycleRule,
      cycle: [...path.slice(1), start].map((d) => ({ name: name(d) })),
      through,
    };
  });
}

const key = (v) => [v.rule.name, v.from, v.to, ...(v.cycle ?? []).map((c) => c.name ?? c)].join(' | ');
const violations = [
  ...cruised.summary.violations.filter((v) => v.rule.severity !== 'ignore'),
  ...domainCycles(cruised.modules),
];

if (values['update-baseline']) {
  const entries = violations.map(({ type, from, to, rule, cycle }) => ({
    type,
    from,
    to,
    rule: { severity: rule.severity, name: rule.name },
    ...(cycle ? { cycle: cycle.map((c) => ({ name: c.name ?? c })) } : {}),
  }));
  writeFileSync(values.baseline, JSON.stringify(entries, null, 2) + '\n');
  console.log(`boundaries: ${entries.length} known violations written to ${values.baseline}`);
  process.exit(0);
}

const known = existsSync(values.baseline) ? JSON.parse(readFileSync(values.baseline, 'utf8')) : [];
const knownKeys = new Set(known.map(key));
const seen = new Set(violations.map(key));
const fresh = violations.filter((v) => !knownKeys.has(key(v)));
const gone = known.filter((v) => !seen.has(key(v)));
const comments = new Map([...cruised.summary.ruleSetUsed.forbidden, domainCycleRule].map((r) => [r.name, r.comment]));

// Packages as `node_modules/<name>/…` wherever their folder sits.
const shown = (path) => path.replace(/^.*node_modules\//, 'node_modules/');
for (const v of fresh) {
  const arrow = v.cycle?.length
    ? [v.from, ...v.cycle.map((c) => c.name ?? c)].join(' → ')
    : v.from === v.to
      ? v.from
      : `${v.from} → ${shown(v.to)}`;
  const through = v.through ? `    through ${v.through.join(', ')}\n` : '';
  console.log(`✖ ${v.rule.name}: ${arrow}\n    ${comments.get(v.rule.name) ?? ''}\n${through}`);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `boundaries: ${fresh.length} violations, ${violations.length - fresh.length} known (${values.baseline}); ` +
    `${cruised.summary.totalCruised} modules, ${cruised.summary.totalDependenciesCruised} dependencies, ${seconds} s`,
);
if (gone.length)
  console.log(
    `boundaries: ${gone.length} known violations no longer occur: run \`npm run deps:baseline\` to drop them from ${values.baseline}`,
  );
process.exit(fresh.length ? 1 : 0);
