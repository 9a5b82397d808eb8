/**
 * Commerce's build-time door: what a page's frontmatter or getStaticPaths uses while the site builds, never
 * code a browser loads (the lint keeps islands and scripts from any *.build.ts). Apart from index.ts so that a
 * browser bundle that reaches commerce's door never reaches the build's fetch of the catalogue.
 */
export { catalogueAtBuild, pricesOf } from './plans/prices.build';
