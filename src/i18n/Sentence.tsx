/**
 * An island's translated text with parts of markup inside it (Sentence.astro's twin for React): each `{name}` of
 * `text` is the part of that name (a link), so a translation places it where its language's word order puts it.
 *   <Sentence text={t('Remembered it? {link}')} parts={{ link: <a href={href('/login')}>{t('Back to login')}</a> }} />
 */
import { Fragment, type ReactNode } from 'react';

interface Props {
  /** The text, already in its language, with its `{name}` places. */
  text: string;
  parts: Readonly<Record<string, ReactNode>>;
}

export function Sentence({ text, parts }: Props) {
  return (
    <>
      {text.split(/\{(\w+)\}/).map((part, index) => (
        // The pieces of one fixed text, never reordered: their place is their key.
        <Fragment key={index}>{index % 2 === 0 ? part : (parts[part] ?? `{${part}}`)}</Fragment>
      ))}
    </>
  );
}
