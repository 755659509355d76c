'use client';
import { AnalyticsRoot, type AnalyticsConfig } from './analytics/AnalyticsRoot';
import { FocusOnNavigate } from './FocusOnNavigate';
import { HeaderPin } from './HeaderPin';
import { RouteProgress } from './RouteProgress';
import type { Language } from '../i18n/settings';

/**
 * What starts once the page has hydrated, in one chunk out of the first download: the route-change bar
 * and the focus moved to a new page's heading (both act on a later move to another page; a link
 * followed in the moment before this chunk arrives moves without them), the header's pin on phones
 * (until it starts the whole header is pinned, as without script), then analytics. In that order, so
 * that when the first page view is sent (AnalyticsRoot's effect, the journeys' sign of hydration) the
 * others are already listening.
 */
export function AfterHydration(props: { config: AnalyticsConfig; language: Language }) {
  return (
    <>
      <RouteProgress />
      <FocusOnNavigate />
      <HeaderPin />
      <AnalyticsRoot config={props.config} language={props.language} />
    </>
  );
}
