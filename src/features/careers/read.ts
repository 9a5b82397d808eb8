/** The career listings, read from their collection. */
import { getCollection } from 'astro:content';
import type { Career } from '../../lib/content';

/** The career listings in their editorial order. */
export async function getCareers(): Promise<Career[]> {
  const careers = await getCollection('careers');
  return careers.sort((a, b) => a.data.order - b.data.order);
}
