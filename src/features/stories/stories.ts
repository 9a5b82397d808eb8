/**
 * The rules of customers' stories that do not need the content collections, so unit tests can hold them:
 * which stories a build publishes, and how a metric reads.
 */
import { published } from '../../lib/samples';

/** The fields of a story these rules read. */
export interface StoryFlags {
  readonly data: { readonly sample: boolean; readonly order: number };
}

/** The stories a build publishes, in editorial order: samples only outside production. */
export function publishedStories<T extends StoryFlags>(stories: readonly T[], context: string | undefined): T[] {
  return published(stories, context).sort((a, b) => a.data.order - b.data.order);
}

const metricNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A metric's number as the site shows it: grouped thousands, at most one decimal, e.g. "3,000" or "2.5". */
export function formatMetricValue(value: number): string {
  return metricNumber.format(value);
}

/** Whether a unit follows its number without a space ("27%", "2.5x") rather than after one ("12 hours"). */
export function unitIsAttached(unit: string): boolean {
  return /^[%x×]$/.test(unit);
}

/** The eyebrow over a story's heading (its page and its share card): a sample says it is one. */
export function storyEyebrow(sample: boolean): string {
  return sample ? 'Sample customer story' : 'Customer story';
}

/** The URL of the customers' stories page, and of one story. */
export function storyHref(slug?: string): string {
  return slug ? `/customers/${slug}` : '/customers';
}
