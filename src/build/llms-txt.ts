/**
 * /llms.txt (the llmstxt.org format): what the company does, then one line and link per service, page
 * and job, so a language model reading the site finds its way without crawling every page.
 */
import { pagePath, serviceHref, type Career, type Page, type Service, type Settings } from '../lib/content';
import { isNoindex } from '../lib/seo';

/** The collections the file is made from. */
export interface LlmsTxtInput {
  readonly site: URL;
  readonly settings: Settings;
  readonly home: Pick<Page, 'data'>;
  readonly services: ReadonlyArray<Pick<Service, 'id' | 'data'>>;
  readonly pages: ReadonlyArray<Pick<Page, 'id' | 'data'>>;
  readonly careers: ReadonlyArray<Pick<Career, 'id' | 'data'>>;
}

/** One Markdown list line; line breaks in content would end the line early, so they become spaces. */
function line(label: string, url: string, text: string): string {
  const flat = (value: string) => value.replace(/\s+/g, ' ').trim();
  return `- [${flat(label).replace(/[[\]]/g, '')}](${url}): ${flat(text)}`;
}

/** The text of /llms.txt. */
export function llmsTxt({ site, settings, home, services, pages, careers }: LlmsTxtInput): string {
  const url = (path: string) => new URL(path, site).href;
  const indexable = pages.filter((page) => page.id !== 'home' && !isNoindex(pagePath(page.id)));
  return [
    `# ${settings.brand}`,
    '',
    `> ${settings.tagline}`,
    '',
    home.data.description,
    '',
    '## Services',
    '',
    ...services.map((service) => line(service.data.name, url(serviceHref(service.id)), service.data.summary)),
    '',
    '## Pages',
    '',
    line(home.data.title, url('/'), home.data.description),
    ...indexable.map((page) => line(page.data.title, url(pagePath(page.id)), page.data.description)),
    '',
    '## Jobs',
    '',
    ...careers.map((job) => line(job.data.title, url(`/career#job-${job.id}`), `${job.data.location}. ${job.data.summary}`)),
    '',
  ].join('\n');
}
