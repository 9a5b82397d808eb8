import { afterEach, describe, expect, it } from 'vitest';
import { startCollector, type Collector } from './collector';

describe('the stand-in collector', () => {
  let collector: Collector | undefined;
  afterEach(async () => {
    await collector?.close();
  });

  it('records each event POSTed to /api/event with its cookie header, answers 202, and nothing else', async () => {
    collector = await startCollector();
    const event = { name: 'pageview', url: 'http://127.0.0.1:4321/about-us', domain: '127.0.0.1:4321', referrer: null, props: {} };
    const post = (path: string, body: string) =>
      fetch(`${collector!.origin}${path}`, { method: 'POST', body, headers: { 'Content-Type': 'text/plain' } });

    expect((await post('/api/event', JSON.stringify(event))).status).toBe(202);
    expect((await post('/api/event', 'not json')).status).toBe(400);
    expect((await post('/elsewhere', JSON.stringify(event))).status).toBe(404);
    expect((await fetch(`${collector.origin}/api/event`)).status).toBe(404);
    expect(collector.received).toEqual([{ body: event, cookie: undefined }]);
  });

  it('fills the list it is given', async () => {
    const received: Collector['received'] = [];
    collector = await startCollector({ received });
    await fetch(`${collector.origin}/api/event`, { method: 'POST', body: JSON.stringify({ name: 'Contact' }), headers: { cookie: 'a=b' } });
    expect(received).toEqual([{ body: { name: 'Contact' }, cookie: 'a=b' }]);
    expect(collector.port).toBeGreaterThan(0);
  });
});
