import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module fresh, with a page whose phrasebook holds `book` (none when undefined). */
async function withPage(book: Record<string, string> | undefined) {
  vi.resetModules();
  vi.stubGlobal('document', { getElementById: (id: string) => (id === 'phrasebook' && book ? { textContent: JSON.stringify(book) } : null) });
  return import('./phrasebook');
}

describe("the page's phrasebook", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('gives the page language of a text it knows, with its values', async () => {
    const { inPageLanguage } = await withPage({ 'Thank You': 'Merci', '{brand} home': 'Accueil {brand}' });
    expect(inPageLanguage('Thank You')).toBe('Merci');
    expect(inPageLanguage('{brand} home', { brand: 'ParkCloud' })).toBe('Accueil ParkCloud');
  });

  it("shows a text it does not know as it came (the API's own message)", async () => {
    const { inPageLanguage } = await withPage({ 'Thank You': 'Merci' });
    expect(inPageLanguage('The email has already been taken.')).toBe('The email has already been taken.');
  });

  it('is English on a page without one', async () => {
    const { inPageLanguage } = await withPage(undefined);
    expect(inPageLanguage('Thank You')).toBe('Thank You');
  });
});
