import { Badge, Box, Button, Card, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import type { SubscribedTemplate } from '../api/training-api';
import { packageOverlay, purchaseAgainHref, STATUS_COLOURS } from './package-status';
import { CardLink } from '../../../components/card-link';
import { CoverImage } from '../../../components/cover-image';

/**
 * A purchased template (My Packages, My Templates): cover with the status ribbon, title, weeks and training
 * category. Over the cover, a subscription that is not Active or Completed shows its message (spec part 2,
 * Template subscription status); a Pending one opens the date dialog when clicked, a requested date not yet
 * approved offers Change Date. An Active one opens /dashboard/packages/{id} (the whole card is the link).
 */
export function PackageCard({
  subscription,
  onSetDate,
  purchaseAgain = false,
  lead = false,
}: {
  subscription: SubscribedTemplate;
  /** Opens the Schedule a Counseling Session dialog for this subscription. */
  onSetDate: (subscription: SubscribedTemplate) => void;
  /** Offers Purchase Again (Previously Purchased). */
  purchaseAgain?: boolean;
  /** The first card on the screen: its cover loads at once. */
  lead?: boolean;
}) {
  const { template, status } = subscription;
  const overlay = packageOverlay(subscription);
  const titleId = useId();
  const messageId = useId();
  const opens = status === 'Active';

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      padding="md"
      h="100%"
      pos="relative"
    >
      <Card.Section pos="relative">
        <CoverImage src={template.cover} alt="" width={640} height={480} loading={lead ? 'eager' : 'lazy'} />
        {overlay && (
          <Stack
            pos="absolute"
            inset={0}
            justify="center"
            align="center"
            gap="sm"
            p="md"
            ta="center"
            style={{ background: 'rgba(0, 0, 0, 0.72)', color: 'var(--mantine-color-white)' }}
          >
            <Text id={messageId} fz="sm" fw={600} mt={24}>
              {overlay.message}
            </Text>
            {overlay.action === 'set-date' && (
              <Button
                size="sm"
                variant="white"
                onClick={() => onSetDate(subscription)}
                aria-describedby={messageId}
                // Static, so the span below covers the whole cover: a click anywhere on it opens the dialog.
                style={{ position: 'static' }}
              >
                <span style={{ position: 'absolute', inset: 0 }} aria-hidden="true" />
                Set Consultation Date
              </Button>
            )}
            {overlay.action === 'change-date' && (
              <Button
                size="sm"
                variant="white"
                onClick={() => onSetDate(subscription)}
                aria-describedby={messageId}
              >
                Change Date
              </Button>
            )}
          </Stack>
        )}
        {/* The status ribbon, above the overlay (clicks pass through it). */}
        <Badge
          color={STATUS_COLOURS[status]}
          variant="filled"
          pos="absolute"
          top={10}
          left={10}
          radius="sm"
          style={{ zIndex: 1, pointerEvents: 'none' }}
        >
          {status}
        </Badge>
      </Card.Section>
      <Stack gap={6} mt="md" style={{ flex: 1 }}>
        <Text fw={600} lineClamp={2} component="h3" m={0} fz="md" id={titleId}>
          {opens ? (
            <CardLink to={`/dashboard/packages/${subscription._id}`}>{template.title}</CardLink>
          ) : (
            template.title
          )}
        </Text>
        <Text size="sm" c="dimmed">
          {template.weeks} {template.weeks === 1 ? 'week' : 'weeks'}
          {template.training_category && ` · ${template.training_category.name}`}
        </Text>
        {purchaseAgain && (
          <Box mt="auto" pt="xs">
            <Button
              component={Link}
              to={purchaseAgainHref(template._id)}
              variant="light"
              fullWidth
              aria-label={`Purchase Again: ${template.title}`}
            >
              Purchase Again
            </Button>
          </Box>
        )}
      </Stack>
    </Card>
  );
}
