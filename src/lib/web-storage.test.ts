import { afterEach, describe, expect, it, vi } from 'vitest';
import { localStore, sessionStore } from './web-storage';

/** A storage global that throws when read, as a browser with storage turned off has it. */
function refuse(name: 'localStorage' | 'sessionStorage'): void {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
}

describe('the web storages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(globalThis, 'localStorage');
    Reflect.deleteProperty(globalThis, 'sessionStorage');
  });

  it('are none on the server, where no storage global exists', () => {
    Reflect.deleteProperty(globalThis, 'localStorage');
    Reflect.deleteProperty(globalThis, 'sessionStorage');
    expect(localStore()).toBeNull();
    expect(sessionStore()).toBeNull();
  });

  it('are none where the browser refuses them', () => {
    refuse('localStorage');
    refuse('sessionStorage');
    expect(localStore()).toBeNull();
    expect(sessionStore()).toBeNull();
  });

  it('are the browser’s own where it has them, each the one it names', () => {
    const local = { kind: 'local' } as unknown as Storage;
    const session = { kind: 'session' } as unknown as Storage;
    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('sessionStorage', session);
    expect(localStore()).toBe(local);
    expect(sessionStore()).toBe(session);
  });
});
