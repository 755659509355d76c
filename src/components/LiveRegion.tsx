/**
 * A polite live region: what `announce()` (src/client/announce.ts) says is written into it, for screen
 * readers to read out without moving focus. One sits in the root layout; a modal dialog holds its own,
 * since a modal makes the page behind it inert, its live region with it. Empty in the HTML: a region
 * must be there before its text changes to be read.
 */
export function LiveRegion({ testId = 'live-region' }: { testId?: string }) {
  return <div role="status" data-live-region="" className="visually-hidden" data-testid={testId} />;
}
