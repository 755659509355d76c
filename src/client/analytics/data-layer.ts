import type { DataLayerEvent } from './events';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Pushes to window.dataLayer, which exists whether or not a tag manager is configured, so events are
 * observable locally and nothing is sent anywhere until a key is set. GA4 asks for the previous
 * ecommerce object to be cleared before each ecommerce event.
 */
export function track(event: DataLayerEvent, target: { dataLayer?: unknown[] } = window): void {
  target.dataLayer ??= [];
  if ('ecommerce' in event) target.dataLayer.push({ ecommerce: null });
  target.dataLayer.push(event);
}
