/**
 * A Markdown file's front matter and body, split as Astro's glob loader splits them: for the scripts that read
 * content files without Astro (the content check, the composition rules, the build benchmark). Plain Node loads it.
 */

/** A Markdown file's front matter (its YAML) and body; null when it has no front matter. */
export function splitFrontMatter(text: string): { yaml: string; body: string } | null {
  const match = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(text);
  return match ? { yaml: match[1] ?? '', body: text.slice(match[0].length) } : null;
}
