import { Anchor, Avatar, Box, Card, Group, Text, Title } from '@mantine/core';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { Testimonial } from '@oxstrength/shared/contracts/media';

const REVIEW_LINES = 8;

/** Review text clamped to 8 lines; Read More / Show Less appears only when it is longer than that. */
function ClampedReview({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || expanded) return;
    const measure = () => setOverflows(el.scrollHeight > el.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [text, expanded]);

  return (
    <>
      <Text
        ref={ref}
        id={id}
        c="gray.8"
        lineClamp={expanded ? undefined : REVIEW_LINES}
        style={{ whiteSpace: 'pre-line' }}
      >
        {text}
      </Text>
      {(overflows || expanded) && (
        <Anchor
          component="button"
          type="button"
          fw={600}
          size="sm"
          mt={4}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? 'Show Less' : 'Read More'}
        </Anchor>
      )}
    </>
  );
}

/** One testimonial: picture, review, name and designation. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Card component="figure" withBorder radius="md" padding="lg" m={0}>
      <Box component="blockquote" m={0}>
        <ClampedReview text={testimonial.review} />
      </Box>
      <Group component="figcaption" gap="sm" mt="md" wrap="nowrap">
        <Avatar
          src={testimonial.profile_pic}
          alt=""
          name={testimonial.name}
          color="initials"
          radius="xl"
          size="lg"
        />
        <div>
          <Text fw={600}>{testimonial.name}</Text>
          {testimonial.designation && (
            <Text size="sm" c="dimmed">
              {testimonial.designation}
            </Text>
          )}
        </div>
      </Group>
    </Card>
  );
}

/** Testimonials in a masonry of CSS columns (1 on phones, 2 on tablets, 3 on desktops). */
export function TestimonialsMasonry({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <Box
      component="ul"
      p={0}
      m={0}
      style={{
        listStyle: 'none',
        columnWidth: '18rem',
        columnGap: 'var(--mantine-spacing-lg)',
        columnCount: 3,
      }}
    >
      {testimonials.map((testimonial) => (
        <Box component="li" key={testimonial._id} mb="lg" style={{ breakInside: 'avoid' }}>
          <TestimonialCard testimonial={testimonial} />
        </Box>
      ))}
    </Box>
  );
}

/** A titled section of testimonials (the home page's general ones); nothing while loading, empty or failed. */
export function Testimonials({
  title = 'What our members say',
  testimonials: data,
}: {
  title?: string;
  /** Undefined while loading or after a failed load. */
  testimonials: Testimonial[] | undefined;
}) {
  const headingId = useId();
  if (!data || data.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} my="xl">
      <Title order={2} id={headingId} mb="md">
        {title}
      </Title>
      <TestimonialsMasonry testimonials={data} />
    </Box>
  );
}
