/**
 * The payback capability's door: the rules of a service's payback model (checking a visitor's numbers, the
 * estimate, the address that holds it). Its placement, Payback.astro, goes under a service's pricing; its schema
 * (schema.ts) is composed into the services' in src/content.config.ts.
 */
export * from './payback';
