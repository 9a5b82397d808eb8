/**
 * /career as built: the two listings of content/careers in their order, each one's details closed in the page
 * as served, its Apply Now a mail link to the listing's address whose subject names the job (spaces as %20,
 * never "+"), and one JSON-LD JobPosting per listing. Opening the details (by click, by Enter, and without
 * JavaScript) and the names the summaries and Apply Now links give assistive technology are the browser's
 * (tests/e2e/read-the-careers-page.spec.ts); the postings' salaries and identifiers are tests/build/seo.test.ts's.
 */
import { describe, expect, it } from 'vitest';
import { SITE_ORIGIN } from '../env';
import { contentField, contentFiles } from '../support/content';
import { jsonLd, read } from './dist';
import { attribute, element, elements, textOf } from './html';

/** The listings of content/careers in their editorial order. */
const JOBS = contentFiles('careers')
  .map((id) => ({
    title: contentField(`careers/${id}.md`, 'title'),
    order: Number(contentField(`careers/${id}.md`, 'order')),
    email: contentField(`careers/${id}.md`, 'applyEmail'),
  }))
  .sort((a, b) => a.order - b.order);

/** The built page's listings: each article.job, in the order of the page. */
const listings = () => elements(read('/career'), /^<article\b[^>]*\sclass="job[\s"]/);

describe('the job listings', () => {
  it('are the two sales manager listings of content/careers', () => {
    expect(JOBS).toHaveLength(2);
    for (const job of JOBS) expect(job.title).toMatch(/Sales Manager/);
  });

  it('/career lists both jobs with their titles, in order, their details closed', () => {
    const built = listings();
    // White space collapsed on both sides, as a browser compares text (the titles hold a no-break space).
    expect(built.map((listing) => textOf(element(listing, /\sclass="job__title"/)))).toEqual(JOBS.map((job) => job.title.replace(/\s+/g, ' ')));
    for (const listing of built) {
      const details = elements(listing, /^<details\b/);
      expect(details).toHaveLength(1);
      expect(attribute(details[0] ?? '', 'open')).toBeNull();
    }
  });

  it('Apply Now mail links name the job in their subject', () => {
    for (const [index, job] of JOBS.entries()) {
      const apply = elements(listings()[index] ?? '', /^<a\b/).filter((link) => textOf(link).startsWith('Apply Now'));
      expect(apply, job.title).toHaveLength(1);
      const href = attribute(apply[0] ?? '', 'href') ?? '';
      expect(href.startsWith(`mailto:${job.email}?`)).toBe(true);
      const subject = new URLSearchParams(href.slice(href.indexOf('?') + 1)).get('subject') ?? '';
      // URLSearchParams turns "+" into spaces; mailto subjects must use %20, so check the raw form too.
      expect(href).not.toMatch(/subject=[^&]*\+/);
      expect(subject).toContain(job.title);
      expect(decodeURIComponent(/subject=([^&]*)/.exec(href)?.[1] ?? '')).toBe(subject);
    }
  });

  it('each listing has a parseable JSON-LD JobPosting', () => {
    const postings = jsonLd(read('/career')).filter((item) => item['@type'] === 'JobPosting');
    expect(postings.map((posting) => posting['title'])).toEqual(JOBS.map((job) => job.title));
    for (const posting of postings) {
      expect(posting['@context']).toBe('https://schema.org');
      expect(String(posting['description']).length).toBeGreaterThan(40);
      expect(posting['datePosted']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(posting['validThrough']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(String(posting['validThrough']) > String(posting['datePosted'])).toBe(true);
      expect(posting['employmentType']).toMatch(/^(FULL_TIME|PART_TIME|CONTRACTOR)$/);
      expect(posting['hiringOrganization']).toMatchObject({ '@type': 'Organization', name: 'ParkCloud', sameAs: `${SITE_ORIGIN}/` });
      expect(posting['jobLocation']).toMatchObject({ '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'US' } });
    }
  });
});
