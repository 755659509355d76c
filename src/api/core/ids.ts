// Ids the database keeps as `uuid` (users, addresses, orders, profiles, consultations, enquiries).
// PostgreSQL refuses any other text where a uuid is compared (the whole statement fails), so text of
// another shape names nothing: every service that takes such an id from a request asks here first and
// answers as it does for an id it does not know.

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(text: unknown): text is string {
  return typeof text === 'string' && uuidShape.test(text);
}
