/**
 * /security and /accessibility as built: what they say that must match the site itself. /security lists the headers
 * it is itself served with (the policy's directives, hashes aside, and every other header), and the security
 * contact of security.txt; /accessibility gives the support mailbox of the settings for a barrier.
 */
import { describe, expect, it } from 'vitest';
import { headersFor, readHeaders } from '../../scripts/headers';
import { contentData } from '../support/content';
import { BUILD_DIR, read } from './dist';
import { element, elements, textOf } from './html';

/** The text of each <code> inside the element opened by `open`. */
const codesIn = (page: string, open: RegExp): string[] => elements(element(page, open), /^<code\b/).map(textOf);

describe('/security', () => {
  it('lists the policy and the headers that /security itself is served with', async () => {
    const page = read('/security');
    const { 'Content-Security-Policy': policy = '', ...others } = headersFor(await readHeaders(BUILD_DIR), '/security');
    // Each directive as its name and its sources, every hash written as sha256-…, in any order.
    const normal = (directive: string) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, ...new Set(sources.map((source) => source.replace(/^'sha256-.+'$/, "'sha256-…'")).sort())].join(' ');
    };
    expect(
      codesIn(page, /^<ul class="security-policy/)
        .map(normal)
        .sort(),
    ).toEqual(policy.split(';').map(normal).sort());
    const pairs = codesIn(page, /^<dl class="security-headers/);
    expect(Object.fromEntries(pairs.flatMap((name, index) => (index % 2 === 0 ? [[name, pairs[index + 1]]] : [])))).toEqual(others);
  });

  it('names the contact of security.txt and links to it', () => {
    const page = read('/security');
    const contact = String(contentData('settings/site.yaml')['securityContact']);
    expect(read('/.well-known/security.txt')).toContain(`Contact: ${contact}`);
    const section = elements(page, /^<section\b/).find((outer) => outer.includes('id="report-a-problem"')) ?? '';
    expect(section).toContain(`href="${contact}"`);
    expect(section).toContain('href="/.well-known/security.txt"');
  });
});

describe('/accessibility', () => {
  it('asks for a report of a barrier at the support mailbox and phone of the settings', () => {
    const settings = contentData('settings/site.yaml') as { mailboxes: Array<{ label: string; email: string }>; office: { phone: string } };
    const support = settings.mailboxes.find((mailbox) => mailbox.label === 'Support')?.email ?? '';
    const section = elements(read('/accessibility'), /^<section\b/).find((outer) => outer.includes('id="report-a-barrier"')) ?? '';
    expect(section).toContain(`href="mailto:${support}?subject=`);
    expect(section).toContain(`href="tel:${settings.office.phone.replace(/[^\d+]/g, '')}"`);
    expect(textOf(section)).toContain(support);
  });
});
