import { Anchor, Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Forum text as plain text (never HTML): line breaks kept, and web addresses as links that pass no ranking and
 * open no door back to this page (rel="nofollow ugc noopener").
 */

const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
/** Punctuation that usually ends the sentence rather than the address. */
const TRAILING = /[.,;:!?)\]}'"]+$/;

export interface TextPart {
  text: string;
  href?: string;
}

/** Splits text into plain parts and links (exported for its tests). */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0];
    const url = raw.replace(TRAILING, '');
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: url, href: url.toLowerCase().startsWith('www.') ? `https://${url}` : url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

export const LINK_REL = 'nofollow ugc noopener';

export function LinkedText({ text, ...props }: { text: string } & TextProps) {
  const nodes: ReactNode[] = splitLinks(text).map((part, i) =>
    part.href ? (
      <Anchor key={i} href={part.href} rel={LINK_REL} target="_blank" inherit>
        {part.text}
      </Anchor>
    ) : (
      part.text
    ),
  );
  return (
    <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} {...props}>
      {nodes}
    </Text>
  );
}
