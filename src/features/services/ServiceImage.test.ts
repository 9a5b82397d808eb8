import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import ServiceImage from './ServiceImage.astro';
import photo from '../../../tests/support/fixtures/service-photo.png';

describe('service image', () => {
  it('renders with astro:assets: alt text, width and height, resized WebP sources', async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(ServiceImage, { props: { image: { src: photo, alt: 'Parker paying at a touchless gate' } } });
    expect(html).toContain('alt="Parker paying at a touchless gate"');
    expect(html).toMatch(/width="672"/);
    expect(html).toMatch(/height="378"/);
    expect(html).toMatch(/srcset="[^"]*336w[^"]*672w[^"]*1344w"/);
    expect(html).toContain('f=webp');
  });
});
