/** Landing pages: marketing's pages composed of blocks (content/landings/<slug>.md is /<slug>). */
export * from './read';
