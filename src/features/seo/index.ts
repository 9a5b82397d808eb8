/**
 * How the site describes itself to machines: each indexable page's share card and its structured data
 * (JSON-LD). The layout and the share-card endpoint read them through this door; what only the build runs
 * (drawing the cards, writing llms.txt) comes through index.build.ts.
 */
export * from './share-card';
export * from './structured-data';
export { CARD_SIZE, cardAlt, cardPath, type ShareCard } from '../../lib/share-card';
