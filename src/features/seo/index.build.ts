/** The build-time half of the seo capability: llms.txt, for its endpoint. */
export * from './llms-txt.build';
