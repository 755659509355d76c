// The home page's throughput for bench/pages.bench.mjs: many connections at once, and a share of
// them abandoned mid-render. Prints `bench: <name> <value> <unit>` lines.
import { Agent, get as httpGet } from 'node:http';

const line = (name, value, unit) => console.log(`bench: ${name} ${value} ${unit}`);

/** Anonymous visitors on the home page: 50 connections for 10 s, as browsers ask (gzip). */
export async function homeThroughput(name, url) {
  const { default: autocannon } = await import('autocannon');
  await autocannon({ url, connections: 10, duration: 3, headers: { 'accept-encoding': 'gzip' } });
  const r = await autocannon({ url, connections: 50, duration: 10, headers: { 'accept-encoding': 'gzip' } });
  line(`${name}_rps`, Math.round(r.requests.average), 'req/s');
  line(`${name}_p99`, r.latency.p99, 'ms');
  if (r.errors || r.timeouts || r.non2xx) line(`${name}_failed`, r.errors + r.timeouts + r.non2xx, 'requests');
}

/**
 * The home page under a campaign: 50 connections for 10 s, each request for the address of the moment
 * (a new `utm_content` every 250 ms, so the page is rendered again and again with visitors waiting on
 * each render), a share of them abandoned by their client at a random moment in their first 200 ms.
 * The p99 is over the requests that were not abandoned; one not answered within 10 s counts as failed,
 * and as 10 s in the p99.
 */
export async function abandonedThroughput(name, url, abandonShare) {
  const agent = new Agent({ keepAlive: true, maxSockets: 50 });
  const started = Date.now();
  const latencies = [];
  let failed = 0;
  const one = () =>
    new Promise((resolve) => {
      const t0 = performance.now();
      const address = `${url}?utm_content=bench-${started}-${Math.floor((Date.now() - started) / 250)}`;
      const abandon = Math.random() < abandonShare;
      const req = httpGet(address, { agent, headers: { 'accept-encoding': 'gzip' } }, (res) => {
        res.on('data', () => {});
        res.on('end', () => {
          clearTimeout(timer);
          if (res.statusCode === 200) latencies.push(performance.now() - t0);
          else failed++;
          resolve();
        });
        res.on('error', () => {});
        // Destroyed mid-body (abandoned, or the 10 s cap): no 'end' comes, so the visit ends here.
        res.on('close', () => {
          if (res.complete) return;
          clearTimeout(timer);
          if (!abandon) {
            failed++;
            latencies.push(performance.now() - t0);
          }
          resolve();
        });
      });
      const timer = setTimeout(() => req.destroy(), abandon ? Math.random() * 200 : 10_000);
      req.on('error', () => {
        clearTimeout(timer);
        if (!abandon) {
          failed++;
          latencies.push(performance.now() - t0);
        }
        resolve();
      });
    });
  const connection = async () => {
    while (Date.now() - started < 10_000) await one();
  };
  await Promise.all(Array.from({ length: 50 }, connection));
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))];
  line(`${name}_p99`, Math.round(p99), 'ms');
  line(`${name}_failed`, failed, 'requests');
}
