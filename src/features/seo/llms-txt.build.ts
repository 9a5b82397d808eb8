/**
 * /llms.txt (the llmstxt.org format): what the company does, then one line and link per service, industry,
 * integration, article, customer story, page and job, so a language model reading the site finds its way without crawling
 * every page.
 */
import {
  pagePath,
  serviceHref,
  type Career,
  type Industry,
  type Integration,
  type Page,
  type Resource,
  type Service,
  type Settings,
  type Story,
} from '../../lib/content';
import { industryHref } from '../industries';
import { landingPath, type Landing } from '../landings';
import { KINDS, kindHref } from '../integrations';
import { resourceHref, tagHref, tagIndex } from '../resources';
import { storyHref } from '../stories';
import { isNoindex } from '../../lib/seo';

/** The collections the file is made from. */
export interface LlmsTxtInput {
  readonly site: URL;
  readonly settings: Settings;
  readonly home: Pick<Page, 'data'>;
  readonly services: ReadonlyArray<Pick<Service, 'id' | 'data'>>;
  readonly pages: ReadonlyArray<Pick<Page, 'id' | 'data'>>;
  /** The landing pages this build publishes, listed with the pages. */
  readonly landings?: ReadonlyArray<Pick<Landing, 'id' | 'data'>>;
  readonly careers: ReadonlyArray<Pick<Career, 'id' | 'data'>>;
  readonly industries: ReadonlyArray<Pick<Industry, 'id' | 'data'>>;
  /** The integrations this build publishes (none: no section, and /integrations is not built). */
  readonly integrations: ReadonlyArray<Pick<Integration, 'id' | 'data'>>;
  /** The articles this build publishes, newest first. */
  readonly resources: ReadonlyArray<Pick<Resource, 'id' | 'data'>>;
  /** The customers' stories this build publishes, in editorial order. */
  readonly stories: ReadonlyArray<Pick<Story, 'id' | 'data'>>;
  /** Pages of content/pages this build does not publish (see getUnpublishedPages()). */
  readonly unpublished: ReadonlySet<string>;
}

/** One Markdown list line; line breaks in content would end the line early, so they become spaces. */
function line(label: string, url: string, text: string): string {
  const flat = (value: string) => value.replace(/\s+/g, ' ').trim();
  return `- [${flat(label).replace(/[[\]]/g, '')}](${url}): ${flat(text)}`;
}

/** The text of /llms.txt. */
export function llmsTxt(input: LlmsTxtInput): string {
  const { site, settings, home, services, pages, landings = [], careers, industries, integrations, resources, stories, unpublished } = input;
  const url = (path: string) => new URL(path, site).href;
  const indexable = pages.filter((page) => page.id !== 'home' && !unpublished.has(page.id) && !isNoindex(pagePath(page.id)));
  /** A section with its heading, or nothing when it has no line. */
  const section = (heading: string, lines: string[]) => (lines.length > 0 ? [`## ${heading}`, '', ...lines, ''] : []);
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
    ...section(
      'Industries',
      industries.map((industry) => line(industry.data.name, url(industryHref(industry.id)), industry.data.summary)),
    ),
    ...section(
      'Integrations',
      integrations.map((entry) => line(entry.data.name, url(kindHref(entry.data.kind)), `${KINDS[entry.data.kind].label}. ${entry.data.summary}`)),
    ),
    ...section(
      'Articles and guides',
      resources.map((entry) => line(entry.data.heading, url(resourceHref(entry.id)), entry.data.summary)),
    ),
    ...section(
      'Topics of the articles',
      tagIndex(resources).map((tag) =>
        line(tag.label, url(tagHref(tag.label)), `${tag.resources.length} ${tag.resources.length === 1 ? 'article' : 'articles'} on ${tag.label}.`),
      ),
    ),
    ...section(
      "Customers' stories",
      stories.map((story) => line(story.data.heading, url(storyHref(story.id)), story.data.summary)),
    ),
    '## Pages',
    '',
    line(home.data.title, url('/'), home.data.description),
    ...indexable.map((page) => line(page.data.title, url(pagePath(page.id)), page.data.description)),
    ...landings.map((landing) => line(landing.data.title, url(landingPath(landing.id)), landing.data.description)),
    '',
    '## Jobs',
    '',
    ...careers.map((job) => line(job.data.title, url(`/career#job-${job.id}`), `${job.data.location}. ${job.data.summary}`)),
    '',
  ].join('\n');
}
