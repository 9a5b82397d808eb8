/**
 * Sending an event to the collector: fetch with keepalive, so an event sent as the browser leaves for the
 * next page (a conversion that lands on /thank-you) still goes; no credentials, no referrer header (the body
 * carries the cleaned address), no answer awaited. A collector that is down or slow never delays or breaks
 * anything: nothing waits for it and every failure is swallowed. Nothing is sent under Global Privacy
 * Control or Do Not Track, and nothing is stored.
 */
import { eventEndpoint, mayMeasure, type CollectorEvent, type PrivacySignals } from './events';

/** The privacy signals of this browser. */
export function browserSignals(): PrivacySignals {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  const legacy = window as Window & { doNotTrack?: string | null };
  return { globalPrivacyControl: nav.globalPrivacyControl, doNotTrack: nav.doNotTrack ?? legacy.doNotTrack ?? null };
}

/** Sends `event` to the collector at `analyticsUrl`, unless the browser asks not to be measured. */
export function sendEvent(analyticsUrl: string, event: CollectorEvent): void {
  if (!mayMeasure(browserSignals())) return;
  try {
    void fetch(eventEndpoint(analyticsUrl), {
      method: 'POST',
      // text/plain keeps it a simple request (no preflight), which Plausible's API reads as JSON.
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify(event),
      keepalive: true,
      // The answer is never read: no CORS needed, and no cookies either way.
      mode: 'no-cors',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    }).catch(() => undefined);
  } catch {
    // A browser that refuses the request (e.g. too many keepalive bytes in flight): the event is lost, nothing else.
  }
}
