import { Badge, Box, Button, Card, Image, Text, Tooltip } from '@mantine/core';
import { useId } from 'react';
import { giftItem, type Gift } from '../api/gifts-api';
import classes from './gift-card.module.css';

/** The cover shown when a gift's item has none, or its image fails to load. */
export const GIFT_FALLBACK_COVER = '/images/gift-fallback.svg';

/**
 * A gift (spec part 2, Gifts): cover (with the fallback image), a ribbon with its status, the title, and the
 * tooltip RECEIVER: {email}. On the received tab, Claim Now (shown on hover or focus), or Claimed (disabled).
 */
export function GiftCard({
  gift,
  onClaim,
  claiming = false,
}: {
  gift: Gift;
  /** Received tab only: claims the gift. */
  onClaim?: (gift: Gift) => void;
  claiming?: boolean;
}) {
  const titleId = useId();
  const item = giftItem(gift);
  const title = item?.title || 'Gift';
  const claimed = gift.status === 'Claimed';

  return (
    <Tooltip
      label={`RECEIVER: ${gift.receiver_email}`}
      withArrow
      position="top"
      events={{ hover: true, focus: true, touch: true }}
    >
      <Card
        component="article"
        aria-labelledby={titleId}
        withBorder
        radius="md"
        padding="sm"
        className={classes.card}
        tabIndex={onClaim ? undefined : 0}
      >
        <Badge className={classes.ribbon} color={claimed ? 'green' : 'orange'} radius={0} size="md">
          {gift.status}
        </Badge>
        <Card.Section pos="relative">
          <Image
            src={item?.cover || GIFT_FALLBACK_COVER}
            fallbackSrc={GIFT_FALLBACK_COVER}
            alt=""
            loading="lazy"
            decoding="async"
            w="100%"
            style={{ aspectRatio: '4 / 3', objectFit: 'cover' }}
          />
          {onClaim && (
            <Box className={`${classes.claim} ${claimed ? classes.claimed : ''}`}>
              {claimed ? (
                <Button size="xs" disabled>
                  Claimed
                </Button>
              ) : (
                <Button
                  size="xs"
                  onClick={() => onClaim(gift)}
                  loading={claiming}
                  aria-label={`Claim Now: ${title}`}
                >
                  Claim Now
                </Button>
              )}
            </Box>
          )}
        </Card.Section>
        <Text id={titleId} fw={600} fz="sm" mt="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Text>
        {gift.plan && (
          <Text fz="xs" c="dimmed">
            {gift.plan}
          </Text>
        )}
      </Card>
    </Tooltip>
  );
}
