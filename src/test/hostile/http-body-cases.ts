// Hostile HTTP request bodies: malformed bodies and content types on every route that reads one,
// payment webhooks correctly signed but with hostile content, and bodies over the size limits.
import { big, req, sign, testSecret, webhookSecret, type Case } from './http-request';

const badBodies: [string, string | Buffer][] = [
  ['empty', ''],
  ['half an object', '{'],
  ['null', 'null'],
  ['an array', '[]'],
  ['a string', '"x"'],
  ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0xc0, 0xaf, 0xff, 0x22, 0x7d])],
  ['NUL bytes', '{"a":"\u0000"}\u0000'],
  ['deep nesting', '['.repeat(20_000) + ']'.repeat(20_000)],
  ['a huge number', '{"amount":1e309}'],
  ['prototype keys', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}'],
];
const contentTypes = [
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
];
const malformedBodyCases: Case[] = [
  ...['/api/payments/test/webhook', '/api/payments/razorpay/webhook'].flatMap((path) =>
    badBodies.flatMap(([label, body]) =>
      contentTypes.slice(0, 2).map((ct) => ({
        name: `POST ${path} with ${label} as ${ct}`,
        request: req('POST', path, { body, headers: { 'content-type': ct } }),
      })),
    ),
  ),
  ...badBodies.flatMap(([label, body]) =>
    contentTypes.map((ct) => ({
      name: `POST /graphql with ${label} as ${ct}`,
      request: req('POST', '/graphql', { body, headers: { 'content-type': ct, role: 'anonymous' } }),
    })),
  ),
  {
    name: 'POST /graphql with no content type',
    request: req('POST', '/graphql', { body: '{"query":"{ __typename }"}', headers: { role: 'anonymous' } }),
  },
  { name: 'POST webhook with no content type', request: req('POST', '/api/payments/test/webhook', { body: '{}' }) },
];

// Webhooks with a valid signature and hostile content: ids with NUL and control characters, absurd amounts.
const signed = (path: string, body: string, header: string, secret: string, label: string): Case => ({
  name: `signed ${path.split('/')[3]} webhook: ${label}`,
  request: req('POST', path, { body, headers: { 'content-type': 'application/json', [header]: sign(secret, body) } }),
});
const testCallback = (o: Record<string, unknown>) =>
  JSON.stringify({
    paymentId: 'a'.repeat(20),
    orderNumber: 'SL-AAAAAAAA',
    status: 'paid',
    amount: 100,
    currency: 'INR',
    eventId: 'evt_00000001',
    ...o,
  });
const razorpayEvent = (entity: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    event: 'payment.captured',
    payload: {
      payment: {
        entity: { id: 'pay_1', order_id: 'order_1', amount: 100, currency: 'INR', status: 'captured', ...entity },
      },
    },
    ...extra,
  });
const signedCases: Case[] = [
  ...[
    { paymentId: `pay\u0000${'a'.repeat(20)}` },
    { paymentId: `${'a'.repeat(20)}\n` },
    { orderNumber: 'SL-\u0000' },
    { eventId: 'evt\u0000\u0000\u0000\u0000\u0000' },
    { currency: 'IN\u0000' },
    { amount: -1 },
    { amount: 1e300 },
    { amount: 2 ** 53 },
    { status: 'refunded' },
    { paymentId: 'a'.repeat(10_000) },
  ].map((o) =>
    signed(
      '/api/payments/test/webhook',
      testCallback(o),
      'x-silai-signature',
      testSecret,
      JSON.stringify(o).slice(0, 60),
    ),
  ),
  ...[
    razorpayEvent({ order_id: 'order_\u0000' }),
    razorpayEvent({ id: 'pay_\u0000', order_id: 'order_x' }),
    razorpayEvent({ currency: '\u0000\u0000\u0000' }),
    razorpayEvent({ amount: 1e308 }),
    razorpayEvent({ amount: -5 }),
    // Paid only by what Razorpay captured: an amount that is not a number, or a payment not captured.
    razorpayEvent({ amount: '100' }),
    razorpayEvent({ status: { $ne: 'failed' } }),
    razorpayEvent({}, { id: 'evt_\u0000' }),
    razorpayEvent({ order_id: 'x'.repeat(5000) }),
    JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: null } } }),
    JSON.stringify({ event: { $gt: '' }, payload: 'x' }),
  ].map((body, i) =>
    signed(
      '/api/payments/razorpay/webhook',
      body,
      'x-razorpay-signature',
      webhookSecret,
      `#${i + 1} ${body.slice(body.indexOf('entity') + 9, body.indexOf('entity') + 50)}`,
    ),
  ),
  {
    name: 'razorpay webhook with a NUL event id header',
    request: req('POST', '/api/payments/razorpay/webhook', {
      body: razorpayEvent({}),
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': sign(webhookSecret, razorpayEvent({})),
        'x-razorpay-event-id': 'evt_%00',
      },
    }),
  },
];

const oversizedCases: Case[] = [
  {
    name: 'a 70 kB webhook body',
    request: req('POST', '/api/payments/test/webhook', {
      body: big(70_000),
      headers: { 'content-type': 'application/json' },
    }),
  },
  {
    name: 'a 2 MB webhook body',
    request: req('POST', '/api/payments/razorpay/webhook', {
      body: big(2_000_000),
      headers: { 'content-type': 'application/json' },
    }),
  },
  {
    name: 'a 2 MB GraphQL body',
    request: req('POST', '/graphql', {
      body: `{"query":"{ __typename }","x":"${big(2_000_000)}"}`,
      headers: { 'content-type': 'application/json', role: 'anonymous' },
    }),
  },
  { name: 'a body on GET /healthz', request: req('GET', '/healthz', { body: big(100_000) }) },
  {
    name: 'a content-length larger than the body',
    request: req('POST', '/api/payments/test/webhook', { raw: 'content-length: 10\r\n', tail: '{}' }),
    allowNoAnswer: true,
    waitMs: 2000,
  },
];

/** Every case whose harm is in the body. */
export const bodyCases: Case[] = [...malformedBodyCases, ...signedCases, ...oversizedCases];
