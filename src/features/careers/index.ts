/** The careers capability's door for pages, layouts and other features: its collection's readers. */
export * from './read';
