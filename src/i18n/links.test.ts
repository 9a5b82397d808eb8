import { describe, expect, it } from 'vitest';
import { linkInLanguage, linksInLanguage } from './links';

describe('a link of content in the page language', () => {
  it('leads to the same language’s page, its query and fragment kept', () => {
    expect(linkInLanguage('/contact-us', 'fr')).toBe('/fr/contact-us');
    expect(linkInLanguage('/', 'es')).toBe('/es');
    expect(linkInLanguage('/request-a-demo?service=1#demo-form-heading', 'fr')).toBe('/fr/request-a-demo?service=1#demo-form-heading');
    expect(linkInLanguage('/services/monthly-parking-system', 'es')).toBe('/es/services/monthly-parking-system');
    // Already in a language: the page's.
    expect(linkInLanguage('/es/about-us', 'fr')).toBe('/fr/about-us');
    // The pages that send the visitor on by script too: they send on in the page's language.
    expect(linkInLanguage('/payment', 'es')).toBe('/es/payment');
  });

  it('stays where no page of the language stands: English-only pages, files, the editor, other sites, fragments', () => {
    for (const href of ['/404', '/resources/rss.xml', '/og/about-us.png', '/admin', '/pagefind/pagefind.js', '/llms.txt'])
      expect(linkInLanguage(href, 'fr'), href).toBe(href);
    for (const href of ['https://example.com/contact-us', '//cdn.example.com/x', 'mailto:sales@example.com', '#faq', 'tel:5551234567'])
      expect(linkInLanguage(href, 'fr'), href).toBe(href);
  });

  it('leaves English pages as written', () => {
    expect(linkInLanguage('/contact-us', 'en')).toBe('/contact-us');
    const html = '<p><a href="/contact-us">Contact</a></p>';
    expect(linksInLanguage(html, 'en')).toBe(html);
  });

  it('rewrites the links of rendered HTML, and nothing but their href', () => {
    const html =
      '<p>See <a href="/contact-us" title="/contact-us">us</a>, <a class="x" href="https://example.com/">them</a>, <img src="/og/a.png" alt=""> and <a href="/404">gone</a>. /about-us</p>';
    expect(linksInLanguage(html, 'es')).toBe(
      '<p>See <a href="/es/contact-us" title="/contact-us">us</a>, <a class="x" href="https://example.com/">them</a>, <img src="/og/a.png" alt=""> and <a href="/404">gone</a>. /about-us</p>',
    );
  });
});
