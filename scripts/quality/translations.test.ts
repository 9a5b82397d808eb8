/**
 * The content check's rules for translations (scripts/quality/translations.ts), on pages written here into a
 * temporary folder: a translation beside its English page passes; one with no English page, or with a field that is
 * the same in every language written otherwise, gets one message naming file, field and language; and the report
 * lists per language what is still English.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent, report } from './content';
import { differences, sharedFieldNames, untranslated } from './translations';
import { jsonSchemaOf } from '../../src/features/editor/index.build.ts';
import { removeTempProjects, tempProject } from '../../tests/support/temp-project.ts';

afterAll(removeTempProjects);

const project = (files: Record<string, string>) => tempProject('translations-check', files);

const page = (fields: { title: string; heading: string; icon: string; question: string }) => `---
title: ${fields.title}
description: A page of the tests, long enough for the rule of fifty characters or more.
heading: ${fields.heading}
features:
  - title: ${fields.heading}
    text: One feature card, its text twenty characters or more.
    icon: ${fields.icon}
blocks:
  - type: faq
    heading: ${fields.heading}
    items:
      - question: ${fields.question}
        answer: An answer of the question, in its language.
---

The text.
`;

const ENGLISH = page({ title: 'Monthly parking', heading: 'Monthly parkers', icon: 'calendar', question: 'How do renewals work?' });
const FRENCH = page({
  title: 'Stationnement mensuel',
  heading: 'Abonnés mensuels',
  icon: 'calendar',
  question: 'Comment fonctionnent les renouvellements ?',
});

describe('translations in the content check', () => {
  it('passes a translation beside its English page, its text translated and the rest kept', async () => {
    const root = await project({ 'content/pages/monthly.md': ENGLISH, 'content/pages/monthly.fr.md': FRENCH });
    expect(report(await checkContent(root))).toBe('');
  });

  it('refuses a translation with no English page, naming the nearest one', async () => {
    const root = await project({ 'content/pages/monthly.md': ENGLISH, 'content/pages/montly.fr.md': FRENCH });
    expect(report(await checkContent(root))).toBe(
      'content/pages/montly.fr.md: is the Français translation of content/pages/montly.md, which does not exist: a translation sits beside its English file, with the same name and .fr before .md (did you mean monthly.fr.md?).',
    );
  });

  it('refuses an icon, a block or an item that differs from the English page, naming field and language', async () => {
    const changed = FRENCH.replace('icon: calendar', 'icon: cloud');
    const root = await project({ 'content/pages/monthly.md': ENGLISH, 'content/pages/monthly.es.md': changed });
    const lines = report(await checkContent(root)).split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^content\/pages\/monthly\.es\.md: .*\(features\.0\.icon\) is "cloud", and "calendar" in the English file: it is the same in every language/,
    );
    expect(lines[0]).toContain('(Español, content/pages/monthly.md)');

    const added = FRENCH.replace(
      'blocks:\n',
      '  - title: Une deuxième carte\n    text: Une carte de plus que la page anglaise.\n    icon: calendar\nblocks:\n',
    );
    const other = await project({ 'content/pages/monthly.md': ENGLISH, 'content/pages/monthly.fr.md': added });
    expect(report(await checkContent(other))).toMatch(
      /^content\/pages\/monthly\.fr\.md: .*\(features\) has 2 items, and the English file 1: a translation has the same items, in the same order, as its English file\. \(Français, content\/pages\/monthly\.md\)/,
    );
  });

  it('keeps equal what a schema chooses or names (icons, block types, references), and numbers; text is free', () => {
    const shared = sharedFieldNames(jsonSchemaOf('pages'));
    expect(shared.has('icon')).toBe(true);
    expect(shared.has('type')).toBe(true);
    expect(shared.has('heading')).toBe(false);
    expect(differences({ heading: 'A', order: 1 }, { heading: 'B', order: 1 }, shared)).toEqual([]);
    expect(differences({ order: 1 }, { order: 2 }, shared).map((difference) => difference.path)).toEqual([['order']]);
    expect(differences({ type: 'faq' }, { type: 'text' }, shared).map((difference) => difference.path)).toEqual([['type']]);
    expect(differences({ heading: 'A' }, { heading: 'B', lead: 'More' }, shared).map((difference) => difference.path)).toEqual([['lead']]);
  });

  it('reports per language what falls back to English', async () => {
    const root = await project({ 'content/pages/monthly.md': ENGLISH, 'content/pages/monthly.fr.md': FRENCH, 'content/pages/other.md': ENGLISH });
    const lists = untranslated(root, ['pages']);
    expect(lists.get('fr')).toEqual([{ collection: 'pages', names: ['other'] }]);
    expect(lists.get('es')).toEqual([{ collection: 'pages', names: ['monthly', 'other'] }]);
  });
});
