import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { acceptsGzip, renderInto } from './page-body';

// The catalogue pages' script starts after their first frame. Next puts its chunks in the document as
// `<script async>` tags (and a preload), so a phone downloads and runs all of them before the largest
// paint: measured, about two seconds of a mid-range phone's LCP. The pages are whole on the server, so
// their chunks move into a list that a small inline loader starts once the page has loaded and the
// browser says it has presented a first frame (a paint entry: the load event can come before it, and a
// chunk started in between was counted before the largest paint; at most a second's wait), or at the
// first touch or key; a tap, a select's choice or typed text before React has hydrated is kept and
// replayed (src/client/HydrationMark.tsx).

type PageRender = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Pages a visitor lands on and reads before doing anything: home, the listings, search, products. */
const catalogue = /^\/(?:$|sarees$|fabrics$|tailoring$|category$|search$|collections\/[^/]+$|products\/[^/]+$)/;

export function defersChunks(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '/';
  const h = req.headers;
  // Client navigations and prefetches ask for the RSC payload, which carries no script tags.
  if (h.rsc !== undefined || h['next-router-prefetch'] !== undefined || /[?&]_rsc=/.test(url)) return false;
  return catalogue.test(url.split('?')[0]!);
}

/** The id of the JSON list of deferred chunks; `scripts/first-load-script.mjs` counts it too. */
export const chunkListId = 'silai-chunks';

/**
 * Kept taps are those on controls that do nothing without script; a link or a summary works without it.
 * A select's choice is kept too (its last value): hydration puts the rendered value back, and the choice
 * is made again as a change. So is what was typed in a text field: hydration keeps the typed text but
 * not the component's state, so it is set again through the field's own setter (React sees a change).
 * Values are set again before taps are replayed, and the taps wait a task for what the values changed
 * to render ("3 m" typed, then "Add to cart", adds 3 m). The list is read by the loader below; replay
 * happens in `__silaiReplay`, called after hydration (which waits for the page's late islands too:
 * docs/CATALOGUE.md).
 */
const loader = `(function(){var d=document,w=window,l=JSON.parse(d.getElementById('${chunkListId}').textContent),s=0,q=[];
function go(){if(s)return;s=1;for(var i=0;i<l.length;i++){var e=d.createElement('script');e.src=l[i];e.async=true;d.head.appendChild(e)}}
var shown=0;function frame(){if(shown)return;shown=1;requestAnimationFrame(function(){setTimeout(go,0)})}
function soon(){var P=w.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)return frame();
new P(function(x,o){o.disconnect();frame()}).observe({type:'paint',buffered:true});setTimeout(frame,1000)}
if(d.readyState==='complete')soon();else w.addEventListener('load',soon,{once:true});
['pointerdown','touchstart','keydown'].forEach(function(n){d.addEventListener(n,go,{capture:true,passive:true,once:true})});
var k='button,[role=button],[role=tab],[role=switch],[role=checkbox],[role=radio],[role=menuitem],[role=option],input[type=checkbox],input[type=radio],input[type=submit],label';
d.addEventListener('click',function(v){if(w.__silaiHydrated)return;var t=v.target&&v.target.closest&&v.target.closest(k);if(!t)return;v.preventDefault();v.stopImmediatePropagation();if(q.indexOf(t)<0)q.push(t);go()},true);
function keep(a,t){if(w.__silaiHydrated)return;for(var i=0;i<a.length;i++)if(a[i][0]===t){a[i][1]=t.value;return}a.push([t,t.value])}
var c=[],u=[],tx=/^(?:text|number|search|tel|email|url|)$/;
d.addEventListener('change',function(v){var t=v.target;if(t&&t.tagName==='SELECT')keep(c,t)},true);
d.addEventListener('input',function(v){var t=v.target;if(t&&(t.tagName==='TEXTAREA'||t.tagName==='INPUT'&&tx.test(t.type)))keep(u,t)},true);
function live(a){return a.splice(0).filter(function(e){return e[0].isConnected})}
w.__silaiReplay=function(){w.__silaiHydrated=1;var x=q.splice(0).filter(function(t){return t.isConnected}),y=live(c),z=live(u);
for(var n=0;n<z.length;n++){var f=z[n][0],v=z[n][1],g=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(f),'value');f.value=v===''?' ':'';g.set.call(f,v);f.dispatchEvent(new Event('input',{bubbles:true}))}
for(var j=0;j<y.length;j++){var e=y[j][0];e.value=y[j][1];e.dispatchEvent(new Event('change',{bubbles:true}))}
setTimeout(function(){for(var i=0;i<x.length;i++)x[i].click()},0)}})();`;

const chunkScript = /<script\b[^>]*\bsrc="(\/_next\/static\/[^"]+\.js)"[^>]*><\/script>/g;
const scriptPreload = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*\/?>/g;

/**
 * The document with Next's chunk tags replaced by the list and its loader, or null when it has none.
 * `noModule` files stay as they are: no current browser fetches them.
 */
export function deferChunks(html: string): string | null {
  const head = html.indexOf('</head>');
  if (head < 0) return null;
  const nonce = /<script\b[^>]*\bnonce="([^"]+)"/.exec(html)?.[1];
  const chunks: string[] = [];
  const without = html
    .replace(chunkScript, (tag, src: string) => {
      if (/\bnoModule\b/i.test(tag)) return tag;
      if (!chunks.includes(src)) chunks.push(src);
      return '';
    })
    .replace(scriptPreload, (tag) => (/href="\/_next\/static\//.test(tag) ? '' : tag));
  if (chunks.length === 0) return null;
  const at = without.indexOf('</head>');
  const attr = nonce ? ` nonce="${nonce}"` : '';
  const inserted =
    `<script id="${chunkListId}" type="application/json"${attr}>${JSON.stringify(chunks)}</script>` +
    `<script${attr}>${loader}</script>`;
  return without.slice(0, at) + inserted + without.slice(at);
}

/** Renders a catalogue document whole, defers its chunks, and answers it (gzip when asked for). */
export function withDeferredChunks(render: PageRender): PageRender {
  return async (req, res) => {
    if (!defersChunks(req)) return render(req, res);
    const answer = await renderInto(req, res, render);
    const type = String(answer.headers['content-type'] ?? '');
    const changed = type.startsWith('text/html') ? deferChunks(answer.body.toString('utf8')) : null;
    const plain = changed === null ? answer.body : Buffer.from(changed);
    for (const [k, v] of Object.entries(answer.headers)) {
      if (v === undefined || k === 'content-length' || k === 'content-encoding' || k === 'transfer-encoding') continue;
      res.setHeader(k, v);
    }
    const vary = res.getHeader('vary');
    if (!/accept-encoding/i.test(String(vary ?? '')))
      res.setHeader('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    let body = plain;
    if (acceptsGzip(req) && plain.length > 1024) {
      body = gzipSync(plain, { level: 6 });
      res.setHeader('content-encoding', 'gzip');
    }
    res.setHeader('content-length', body.length);
    res.writeHead(answer.status);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
