import { describe, expect, it } from 'vitest';
import { blockMarkdown, markdownText } from './markdown';

describe('a block’s Markdown', () => {
  it('renders emphasis, links and lists', () => {
    expect(blockMarkdown('**Yes**: see [integrations](/integrations).\n\n- one\n- two')).toBe(
      '<p><strong>Yes</strong>: see <a href="/integrations">integrations</a>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n',
    );
  });

  it('shows HTML typed into it as text', () => {
    const html = blockMarkdown('Hi <script>alert(1)</script>\n\n<div onclick="x()">block</div>');
    expect(html).not.toMatch(/<script|<div/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('makes every heading an h3, under the block’s h2', () => {
    expect(blockMarkdown('# One\n\n## Two\n\n#### Four')).toBe('<h3>One</h3>\n<h3>Two</h3>\n<h3>Four</h3>\n');
  });

  it('makes them h2s where the block has no heading of its own', () => {
    expect(blockMarkdown('### Three\n\n# One', 2)).toBe('<h2>Three</h2>\n<h2>One</h2>\n');
  });

  it('sets quotes and dashes as the site’s Markdown pages do', () => {
    expect(blockMarkdown('A city\'s program -- "ours"')).toBe('<p>A city’s program – “ours”</p>\n');
  });

  it('gives its text without marks', () => {
    expect(markdownText('A & B, **bold** and [a link](/x).')).toBe('A & B, bold and a link.');
  });
});
