import { describe, expect, it } from 'vitest';
import { resolveReferences } from './references';

/** Entries as Astro gives them: an id and the fields, the name the site shows among them. */
const entry = (id: string, data: Record<string, unknown>) => [id, { id, data }] as const;
const stories = new Map([
  entry('harbor-point-garages', { title: 'Sample: Harbor Point fills its garages', customer: 'Harbor Point Garages' }),
  entry('riverside-medical-center', { title: 'Sample: Riverside frees patient parking', customer: 'Riverside Medical Center' }),
]);

describe('a reference the build cannot resolve', () => {
  it('fails with the nearest entries, found by the name the site shows for them too', () => {
    expect(() =>
      resolveReferences('content/industries/hospitals.md', 'Stories (stories)', [{ collection: 'stories', id: 'Riverside Medical Center' }], stories),
    ).toThrow(
      'content/industries/hospitals.md: Stories (stories) names “Riverside Medical Center”, but content/stories/Riverside Medical Center.md does not exist. Check the spelling. Did you mean “riverside-medical-center” (Riverside Medical Center)?',
    );
  });

  it('says where the names are when none is near', () => {
    expect(() =>
      resolveReferences('content/industries/hospitals.md', 'Stories (stories)', [{ collection: 'stories', id: 'city-lots' }], stories),
    ).toThrow(
      'names “city-lots”, but content/stories/city-lots.md does not exist. Check the spelling. The names are the file names in content/stories, without .md.',
    );
  });
});
