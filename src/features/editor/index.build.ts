/**
 * The editor's build-time door: the configuration /admin/config.yml is written from, and the schema converter
 * the content check reads the schemas' words with (scripts/quality/content.ts). Apart from index.ts, so no
 * code a browser loads can reach them (the lint keeps it from any *.build.ts).
 */
export { editorConfigYaml } from './config.build.ts';
export { jsonSchemaOf, labelOf } from './fields.build.ts';
