// Lighthouse (mobile, simulated throttling) and first-load JavaScript for the home page, measured on the
// production build served by the real process with a fresh embedded database.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const port = Number(process.env.BENCH_PORT ?? 3300);
const base = `http://localhost:${port}`;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const line = (name, value, unit) => console.log(`bench: ${name} ${value} ${unit}`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

buildIfNeeded();
const dataDir = mkdtempSync(path.join(tmpdir(), 'silai-bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
  stdio: 'ignore',
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'warn' },
});
try {
  for (let i = 0; ; i++) {
    if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break;
    if (i > 240) throw new Error('store did not start');
    await new Promise((r) => setTimeout(r, 500));
  }

  // First-load JS: every script the HTML references, gzipped as a CDN would serve it.
  const html = await (await fetch(`${base}/`)).text();
  const srcs = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))];
  let gz = 0;
  for (const src of srcs) gz += gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer()), { level: 9 }).length;
  line('home_first_load_js', (gz / 1024).toFixed(1), 'kB');
  line('home_script_files', srcs.length, 'files');

  for (const [name, url] of [['home', `${base}/`]]) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const out = path.join(dataDir, `lh-${name}-${i}.json`);
      const r = spawnSync(
        'npx',
        ['lighthouse', url, '--quiet', '--output=json', `--output-path=${out}`, '--only-categories=performance,accessibility,best-practices,seo', `--chrome-flags=${chromiumArgs.join(' ')}`],
        { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: 'inherit' },
      );
      if (r.status !== 0) throw new Error(`lighthouse exited ${r.status}`);
      const lhr = JSON.parse(readFileSync(out, 'utf8'));
      results.push({
        performance: lhr.categories.performance.score,
        accessibility: lhr.categories.accessibility.score,
        bestPractices: lhr.categories['best-practices'].score,
        seo: lhr.categories.seo.score,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        fcp: lhr.audits['first-contentful-paint'].numericValue,
      });
    }
    const m = (k) => median(results.map((r) => r[k]));
    line(`${name}_lighthouse_performance`, m('performance').toFixed(2), 'score');
    line(`${name}_lighthouse_accessibility`, m('accessibility').toFixed(2), 'score');
    line(`${name}_lighthouse_best_practices`, m('bestPractices').toFixed(2), 'score');
    line(`${name}_lighthouse_seo`, m('seo').toFixed(2), 'score');
    line(`${name}_lcp`, Math.round(m('lcp')), 'ms');
    line(`${name}_fcp`, Math.round(m('fcp')), 'ms');
    line(`${name}_tbt`, Math.round(m('tbt')), 'ms');
    line(`${name}_cls`, m('cls').toFixed(3), 'score');
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
