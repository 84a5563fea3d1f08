import { Anchor, Box } from '@mantine/core';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { HtmlContent } from './html-content';

/**
 * Server-sanitised HTML clamped to `lines` lines, with Read More / Read Less shown only when the text is
 * longer than that.
 */
export function ClampedHtml({ html, lines = 5 }: { html: string; lines?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      // Only measurable while clamped; once expanded the toggle stays.
      if (!expanded) setOverflows(el.scrollHeight > el.clientHeight + 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [html, lines, expanded]);

  const clamp = expanded
    ? undefined
    : ({
        display: '-webkit-box',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: lines,
        overflow: 'hidden',
      } as const);

  return (
    <Box>
      <div ref={ref} id={id} style={clamp}>
        <HtmlContent html={html} />
      </div>
      {(overflows || expanded) && (
        <Anchor
          component="button"
          type="button"
          fw={600}
          mt={4}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? 'Read Less' : 'Read More'}
        </Anchor>
      )}
    </Box>
  );
}
