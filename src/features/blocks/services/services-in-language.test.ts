/**
 * A service in another language than English: its card (the Services block, the carousel, /services) shows the
 * name and summary of its translation (content/services/<file>.fr.md) where it has one, and its English text,
 * marked lang="en", where it has none; the card's own words speak the language of the text around it. The
 * collections are replaced: two services, one of them translated into French.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import Blocks from '../Blocks.astro';
import { pageBlocks } from '../schema';
import { translator } from '../../../i18n/translate';

const service = (id: string, name: string, summary: string, order: number) => ({
  id,
  collection: 'services',
  data: { name, summary, order, serviceId: order, screen: 'accounts', icon: 'calendar' },
});

vi.mock('astro:content', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getCollection: (collection: string) =>
    Promise.resolve(
      collection === 'services'
        ? [service('monthly', 'Monthly Parking', 'Bill monthly parkers.', 1), service('valet', 'Touchless Valet', 'Digital valet tickets.', 2)]
        : collection === 'serviceTranslations'
          ? [{ ...service('fr/monthly', 'Stationnement mensuel', 'Facturez vos abonnés mensuels.', 1), collection }]
          : [],
    ),
}));

const titleOf = (html: string, id: string) =>
  new RegExp(`<h3 id="b1-service-${id}" class="service-card__title"( lang="en")?>([^<]*)</h3>`).exec(html);

describe('a service card in the language of its page', () => {
  let container: AstroContainer;
  beforeAll(async () => {
    container = await AstroContainer.create();
  });

  const draw = (file: string) =>
    container.renderToString(Blocks, {
      props: { blocks: pageBlocks.parse([{ type: 'services', heading: 'Services', services: ['monthly', 'valet'] }]), file, page: { heading: 'x' } },
    });

  it('shows the translation of a service translated into the language, and the English text, marked so, of one not yet', async () => {
    const html = await draw('content/pages/x.fr.md');
    expect(titleOf(html, 'monthly')?.slice(1)).toEqual([undefined, 'Stationnement mensuel']);
    expect(html).toContain('<p>Facturez vos abonnés mensuels.</p>');
    expect(titleOf(html, 'valet')?.slice(1)).toEqual([' lang="en"', 'Touchless Valet']);
    expect(html).toContain('<p lang="en">Digital valet tickets.</p>');
    expect(html).toContain(`<span>${translator('fr')('Read more')}</span>`);
  });

  it('shows every service in English, unmarked, on an English page, and on a page of a language with no translation marks each', async () => {
    const english = await draw('content/pages/x.md');
    expect(titleOf(english, 'monthly')?.slice(1)).toEqual([undefined, 'Monthly Parking']);
    expect(titleOf(english, 'valet')?.slice(1)).toEqual([undefined, 'Touchless Valet']);
    const spanish = await draw('content/pages/x.es.md');
    expect(titleOf(spanish, 'monthly')?.slice(1)).toEqual([' lang="en"', 'Monthly Parking']);
    expect(spanish).toContain(`<span>${translator('es')('Read more')}</span>`);
  });
});
