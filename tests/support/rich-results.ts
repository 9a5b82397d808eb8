/**
 * The fields Google's rich results require of each JSON-LD type this site emits (Search Central's
 * structured data reference for Organization, BreadcrumbList, JobPosting, Product snippets' Offer, and
 * the properties it recommends for Article, which requires none),
 * plus what our own Service and WebSite items promise. Used by the unit test of the builders and by
 * the end-to-end check of the built pages.
 */

type Item = Record<string, unknown>;

const isObject = (value: unknown): value is Item => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): boolean => typeof value === 'string' && value.trim().length > 0;
const absoluteUrl = (value: unknown): boolean => typeof value === 'string' && /^https?:\/\/[^/]+\//.test(value);
const isoDate = (value: unknown): boolean => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value);

/** What is missing or malformed in one JSON-LD item (as built, or as parsed from a page); empty when it qualifies. */
export function richResultProblems(thing: object): string[] {
  const item = thing as Item;
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(`${String(item['@type'])}: ${what}`);
  };
  need(item['@context'] === 'https://schema.org', '@context must be https://schema.org');
  switch (item['@type']) {
    case 'Organization':
      need(text(item['name']), 'name');
      need(absoluteUrl(item['url']), 'url (absolute)');
      need(absoluteUrl(item['logo']), 'logo (absolute URL)');
      break;
    case 'WebSite':
      need(text(item['name']), 'name');
      need(absoluteUrl(item['url']), 'url (absolute)');
      break;
    case 'BreadcrumbList': {
      const list = item['itemListElement'];
      need(Array.isArray(list) && list.length >= 2, 'itemListElement with at least two ListItems');
      for (const [index, crumb] of (Array.isArray(list) ? list : []).entries()) {
        const entry: Item = isObject(crumb) ? crumb : {};
        need(entry['@type'] === 'ListItem', `itemListElement[${index}] is a ListItem`);
        need(entry['position'] === index + 1, `itemListElement[${index}].position is ${index + 1}`);
        need(text(entry['name']), `itemListElement[${index}].name`);
        // Only the last crumb (the page itself) may leave out its URL.
        if (index < (list as unknown[]).length - 1 || 'item' in entry)
          need(absoluteUrl(entry['item']), `itemListElement[${index}].item (absolute URL)`);
      }
      break;
    }
    case 'JobPosting': {
      need(text(item['title']), 'title');
      need(text(item['description']), 'description');
      need(isoDate(item['datePosted']), 'datePosted (ISO 8601)');
      if ('validThrough' in item) need(isoDate(item['validThrough']), 'validThrough (ISO 8601)');
      const hiring = item['hiringOrganization'];
      need(isObject(hiring) && text(hiring['name']), 'hiringOrganization with a name');
      const place = item['jobLocation'];
      const address = isObject(place) ? place['address'] : undefined;
      const onSite = isObject(address) && text(address['addressCountry']);
      const remote = item['jobLocationType'] === 'TELECOMMUTE' && isObject(item['applicantLocationRequirements']);
      need(onSite || remote, 'jobLocation with an address, or jobLocationType TELECOMMUTE with applicantLocationRequirements');
      if ('baseSalary' in item) {
        const salary = item['baseSalary'];
        const value = isObject(salary) ? salary['value'] : undefined;
        need(isObject(salary) && /^[A-Z]{3}$/.test(String(salary['currency'])), 'baseSalary.currency (ISO 4217)');
        need(
          isObject(value) && (typeof value['value'] === 'number' || (typeof value['minValue'] === 'number' && typeof value['maxValue'] === 'number')),
          'baseSalary.value (a number or a range)',
        );
        need(isObject(value) && ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'].includes(String(value['unitText'])), 'baseSalary.value.unitText');
      }
      if ('identifier' in item) need(isObject(item['identifier']) && text(item['identifier']['value']), 'identifier.value');
      break;
    }
    case 'Service': {
      need(text(item['name']), 'name');
      need(absoluteUrl(item['url']), 'url (absolute)');
      const provider = item['provider'];
      need(isObject(provider) && text(provider['name']) && absoluteUrl(provider['url']), 'provider with a name and url');
      for (const [index, offer] of (Array.isArray(item['offers']) ? item['offers'] : []).entries()) {
        const entry: Item = isObject(offer) ? offer : {};
        need(typeof entry['price'] === 'number' && entry['price'] > 0, `offers[${index}].price`);
        need(entry['priceCurrency'] === 'USD', `offers[${index}].priceCurrency USD`);
        // The billing periods: each unit price specification is a positive USD price per month or per year.
        const periods = Array.isArray(entry['priceSpecification']) ? (entry['priceSpecification'] as unknown[]) : [];
        need(periods.length > 0, `offers[${index}].priceSpecification with the billing periods`);
        for (const [at, period] of periods.entries()) {
          const spec: Item = isObject(period) ? period : {};
          need(
            spec['@type'] === 'UnitPriceSpecification' && typeof spec['price'] === 'number' && spec['price'] > 0 && spec['priceCurrency'] === 'USD',
            `offers[${index}].priceSpecification[${at}] a UnitPriceSpecification with a price in USD`,
          );
          need(['P1M', 'P1Y'].includes(String(spec['billingDuration'])), `offers[${index}].priceSpecification[${at}].billingDuration P1M or P1Y`);
        }
      }
      break;
    }
    case 'Article': {
      // Google requires no Article property; it recommends these, and shows a headline over 110 characters cut.
      need(text(item['headline']) && String(item['headline']).length <= 110, 'headline of at most 110 characters');
      const images = Array.isArray(item['image']) ? (item['image'] as unknown[]) : [item['image']];
      need(images.length > 0 && images.every(absoluteUrl), 'image (absolute URLs)');
      need(isoDate(item['datePublished']), 'datePublished (ISO 8601)');
      if ('dateModified' in item) need(isoDate(item['dateModified']), 'dateModified (ISO 8601)');
      const authors = Array.isArray(item['author']) ? (item['author'] as unknown[]) : [item['author']];
      for (const [index, author] of authors.entries()) {
        const entry: Item = isObject(author) ? author : {};
        need(
          ['Person', 'Organization'].includes(String(entry['@type'])) && text(entry['name']),
          `author[${index}] a Person or Organization with a name`,
        );
        if ('url' in entry) need(absoluteUrl(entry['url']), `author[${index}].url (absolute)`);
      }
      break;
    }
    default:
      problems.push(`unexpected @type ${String(item['@type'])}`);
  }
  return problems;
}
