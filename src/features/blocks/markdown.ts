/**
 * The Markdown of a block's field (an answer, a text) as HTML, at build. Editors write Markdown, not HTML: any
 * HTML in it is shown as the text it is, so a field can never add a script, a style or an element the page's
 * policy or outline does not expect. Every heading in it takes one level (blockMarkdown): the outline stays right whatever the editor typed.
 */
import { defineMdastPlugin, markdownToHtml } from 'satteri';

/** HTML typed into Markdown, kept as its text. */
const htmlAsText = defineMdastPlugin({
  name: 'html-as-text',
  html(node, context) {
    context.replaceNode(node, { type: 'text', value: node.value });
  },
});

/**
 * A field's Markdown as HTML whose headings are all at `level`: h3 under a block's h2 (the default), h2 where the
 * block has no heading of its own (a text block without one), so no level is ever skipped.
 */
export function blockMarkdown(markdown: string, level: 2 | 3 = 3): string {
  const { html } = markdownToHtml(markdown, { mdastPlugins: [htmlAsText], features: { smartPunctuation: true } });
  return html.replace(/<(\/?)h[1-6]\b/g, `<$1h${level}`);
}

/** The text of a field's Markdown without its marks (structured data, search summaries). */
export function markdownText(markdown: string): string {
  return blockMarkdown(markdown)
    .replace(/<\/?(?:p|li|ul|ol|h\d|blockquote|br|pre|hr)\b[^>]*>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
