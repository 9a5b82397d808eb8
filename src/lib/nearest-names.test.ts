import { describe, expect, it } from 'vitest';
import { editDistance, listOfNames, missingFileMessage, nearestNames, shownField, shownName, slugOf } from './nearest-names';

const STORIES = { folder: 'content/stories', extension: 'md' };
const stories = [
  { name: 'harbor-point-garages', shown: 'Harbor Point Garages' },
  { name: 'riverside-medical-center', shown: 'Riverside Medical Center' },
  { name: 'summit-state-university', shown: 'Summit State University' },
];

describe('the nearest names', () => {
  it('count the edits between two texts', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('managment', 'management')).toBe(1);
  });

  it('compare names made alike: lowercase, other characters than letters and digits one hyphen', () => {
    expect(slugOf('Riverside Medical Center')).toBe('riverside-medical-center');
    expect(slugOf('  Harbor Point — Garages! ')).toBe('harbor-point-garages');
    expect(slugOf('/Request A Demo/')).toBe('/request-a-demo/');
  });

  it('find an entry by the name the site shows for it, and by a file name misspelt', () => {
    expect(nearestNames('Riverside Medical Center', stories)).toEqual([stories[1]]);
    expect(nearestNames('Riverside', [{ name: 'riverside-2024', shown: 'Riverside Medical Center' }])).toHaveLength(1);
    expect(nearestNames('sumit-state-univerity', stories)).toEqual([stories[2]]);
    expect(nearestNames('valet', [{ name: 'valet-parking-system' }, { name: 'white-label-apps' }])).toEqual([{ name: 'valet-parking-system' }]);
  });

  it('give at most three, nearest first, and none when nothing is near', () => {
    const services = ['service-1', 'service-2', 'service-3', 'service-4', 'service-12'].map((name) => ({ name }));
    expect(nearestNames('service-11', services).map((named) => named.name)).toEqual(['service-1', 'service-12', 'service-2']);
    expect(nearestNames('parking-lot', stories)).toEqual([]);
    expect(nearestNames('ab', [{ name: 'xy' }])).toEqual([]);
    expect(nearestNames('/customers/sample-stori', [{ name: '/customers/real-story' }, { name: '/customers' }])).toEqual([]);
    expect(nearestNames('parking-inventory-managment', [{ name: 'parking-inventory-management-system' }])).toHaveLength(1);
  });

  it('list names quoted, with what the site shows when it is not the name itself', () => {
    expect(listOfNames([stories[0]!])).toBe('“harbor-point-garages” (Harbor Point Garages)');
    expect(listOfNames([{ name: 'a' }, { name: 'b', shown: 'B' }, { name: 'c' }])).toBe('“a”, “b” (B) or “c”');
    expect(listOfNames([{ name: '/request-a-demo' }, { name: '/contact-us' }], { quoted: false })).toBe('/request-a-demo or /contact-us');
  });

  it('tell a reference to no file with the nearest names, or where the names are', () => {
    expect(missingFileMessage('Riverside Medical Center', STORIES, stories)).toBe(
      'names “Riverside Medical Center”, but content/stories/Riverside Medical Center.md does not exist. Check the spelling. Did you mean “riverside-medical-center” (Riverside Medical Center)?',
    );
    expect(missingFileMessage('parking-lot', STORIES, stories)).toBe(
      'names “parking-lot”, but content/stories/parking-lot.md does not exist. Check the spelling. The names are the file names in content/stories, without .md.',
    );
  });

  it('take the name the site shows from the first field that names an entry', () => {
    expect(shownField(['title', 'description', 'name', 'order'])).toBe('name');
    expect(shownField(['title', 'customer', 'heading'])).toBe('customer');
    expect(shownField(['order'])).toBeUndefined();
    expect(shownName({ title: 'Sample: Riverside frees parking', customer: 'Riverside Medical Center' })).toBe('Riverside Medical Center');
    expect(shownName({ name: 3, title: 'Airports' })).toBe('Airports');
    expect(shownName('Permit Parking')).toBeUndefined();
  });
});
