/** The stories capability's door for pages, layouts and other features: its collection's readers and the rules they follow. */
export * from './read';
export * from './stories';
