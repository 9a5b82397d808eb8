/** The editor's public door for the /admin page: which editor this build offers. */
export { editorMode, type EditorMode } from './mode';
