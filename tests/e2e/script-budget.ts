// The first-load script and inline data each page may ship, held by tests/e2e/script-budget.spec.ts and
// counted by scripts/first-load-script.mjs (the pages bench prints the same figures). kB are 1,024 bytes.
//
// The goals are the third speed round's: first-load script ≤ 150 kB gzip on the catalogue pages (the
// pages bench's bare Next page: 131) and ≤ 200 kB on the cart and checkout; the HTML within two round trips,
// 43 kB gzip (a 10-packet first window, then 20 packets: 14.6 + 29.2 kB), which leaves no room for a whole
// translation bundle inline.
// The budgets are a ratchet toward them: each page's figure on 2 Dec 2026 (after the chunks moved behind the
// first frame, the GraphQL client left the layout and each page carried only its own strings; script lowered
// again that evening, when the store's own translator replaced i18next in the browser and analytics started
// after hydration: home 149.2, listings 153.1, products 155.3, cart 187.3, checkout 190.8; the same evening's
// shopper and accessibility changes (the header's wishlist, notices, live regions, the cart's rupees) then
// brought cart to 190.8 and checkout to 193.7, their budgets raised to those once) plus a small margin, so the check passes today and fails on any growth. When a page gets smaller, lower its budget to
// its new figure plus the margin (the check's output says by how much); never raise one to let a change in.
// On 3 Dec 2026 the cart reached 193.1 with no change of its own: the documents map of src/gql/gql.ts
// (every operation of the store as text, twice) was in every page that queries the gateway. On 4 Dec each
// page came to carry only its own documents (scripts/graphql-documents-loader.cjs), and the catalogue
// pages met their goal: the header's language and currency selects, the WhatsApp link, the gallery, the
// metres, the heart and analytics became late islands or started after hydration (home 146.3, the
// listings 149.0, the products 149.3, cart 184.3, checkout 186.4). A budget is never above its page's goal
// (the check says so), so the catalogue's hold at 150 whatever the margin would allow.
// The margins (`margin` below): 2 kB on script (chunk sizes do not depend on the data); 5 % on the HTML and
// inline data, which do (the journeys before this one add products and reviews to the store they share);
// the figures of that day were given 3 kB more HTML and 10 % more inline data, for those journeys' additions.

export type PageBudget = {
  path: string;
  /** gzip kB of the scripts a current browser fetches (noModule ones not counted) */
  script: number;
  /** gzip kB of the HTML as served */
  html: number;
  /** kB of inline `<script>` content: the RSC payload, JSON, translations */
  inline: number;
  /** a shopper signed in (checkout) */
  signedIn?: boolean;
};

export const goals = {
  catalogueScript: 150,
  cartCheckoutScript: 200,
  htmlGzip: 43,
};

export const budgets: Record<string, PageBudget> = {
  home: { path: '/', script: 149, html: 17, inline: 43 },
  sarees: { path: '/sarees', script: 150, html: 30, inline: 170 },
  fabrics: { path: '/fabrics', script: 150, html: 28, inline: 159 },
  tailoring: { path: '/tailoring', script: 150, html: 22, inline: 77 },
  category: { path: '/sarees?category=silk-sarees', script: 150, html: 28, inline: 158 },
  collection: { path: '/collections/bridal', script: 150, html: 27, inline: 141 },
  search: { path: '/search?q=silk', script: 150, html: 29, inline: 164 },
  product: { path: '/products/red-banarasi-silk-saree', script: 150, html: 26, inline: 88 },
  product_fabric: { path: '/products/black-georgette-fabric', script: 150, html: 26, inline: 84 },
  product_tailoring: { path: '/products/classic-blouse-stitching', script: 150, html: 25, inline: 82 },
  cart: { path: '/cart', script: 187, html: 13, inline: 30 },
  checkout: { path: '/checkout', script: 189, html: 19, inline: 51, signedIn: true },
};

type Measure = 'script' | 'html' | 'inline';

/** A budget for a figure: the figure plus its margin, rounded up to a whole kB. */
export const margin = (measure: Measure, kB: number) => Math.ceil(measure === 'script' ? kB + 2 : kB * 1.05);

/** The script goal of a page: the cart and checkout may ship more than the catalogue. */
export const scriptGoal = (name: string) =>
  name === 'cart' || name === 'checkout' ? goals.cartCheckoutScript : goals.catalogueScript;
