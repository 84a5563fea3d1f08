import { Anchor, Box, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { nepalToday, TRAINING_TEXTS } from '@oxstrength/shared/training';
import { useId, useState } from 'react';
import { MonthCalendar } from '../../../components/month-calendar';
import { useContactInformation } from '../../../lib/contact-information';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSmallScreen } from '../../../lib/use-small-screen';
import { shownDate, useRequestConsultation, type SubscribedTemplate } from '../api/training-api';

/**
 * "Schedule a Counseling Session" (spec part 2, Dashboard): a calendar with no past days (Nepal's today is the
 * first), a Booking Detail panel with the chosen date, Confirm Date, and the support phone from the contact
 * information. On success the server's message (else the spec's) shows as a toast and the lists reload. On a
 * small screen it fills the screen, with Confirm Date kept in view at the bottom.
 */
export function ScheduleConsultationModal({
  subscription,
  onClose,
}: {
  /** The subscription to date; null keeps the dialog closed. */
  subscription: SubscribedTemplate | null;
  onClose: () => void;
}) {
  const request = useRequestConsultation();
  const smallScreen = useSmallScreen();
  const close = () => {
    if (!request.isPending) onClose();
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={subscription !== null}
      onClose={close}
      title="Schedule a Counseling Session"
      size="lg"
      centered
      fullScreen={smallScreen}
      closeOnClickOutside={!request.isPending}
      closeOnEscape={!request.isPending}
    >
      {subscription && (
        <ScheduleForm key={subscription._id} subscription={subscription} request={request} onDone={onClose} />
      )}
    </Modal>
  );
}

function ScheduleForm({
  subscription,
  request,
  onDone,
}: {
  subscription: SubscribedTemplate;
  request: ReturnType<typeof useRequestConsultation>;
  onDone: () => void;
}) {
  const today = nepalToday();
  const current = subscription.consultation_date;
  const [date, setDate] = useState<string | null>(current && current >= today ? current : null);
  const headingId = useId();
  const contact = useContactInformation();
  const phone = contact.data?.contact_num;

  const confirm = () => {
    if (!date) return;
    request.mutate(
      { subscription_id: subscription._id, consultation_date: date },
      {
        onSuccess: (reply) => {
          notifySuccess(reply.message || TRAINING_TEXTS.dateSet(shownDate(date)));
          onDone();
        },
        onError: (err) => notifyError(err),
      },
    );
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Box>
          <MonthCalendar label="Consultation date" value={date} onChange={setDate} minDate={today} />
        </Box>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
          <Title order={3} size="h5" id={headingId} mb="sm">
            Booking Detail
          </Title>
          <Stack gap={6}>
            <Text fz="sm" c="dimmed">
              Package
            </Text>
            <Text fw={600}>{subscription.template.title}</Text>
            <Text fz="sm" c="dimmed" mt="xs">
              Date
            </Text>
            <Text fw={600} aria-live="polite">
              {date ? shownDate(date) : 'Choose a date in the calendar'}
            </Text>
          </Stack>
          {phone && (
            <Text fz="sm" mt="md">
              Need help? Call us at{' '}
              <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} fw={600}>
                {phone}
              </Anchor>
            </Text>
          )}
        </Paper>
      </SimpleGrid>
      {/* Stays at the bottom of the screen while the calendar scrolls under it. */}
      <Group
        justify="flex-end"
        gap="sm"
        py="sm"
        pos="sticky"
        bottom={0}
        style={{
          zIndex: 1,
          background: 'var(--mantine-color-body)',
          borderTop: '1px solid var(--mantine-color-default-border)',
        }}
      >
        <Button variant="default" onClick={onDone} disabled={request.isPending}>
          Cancel
        </Button>
        <Button onClick={confirm} disabled={!date} loading={request.isPending}>
          Confirm Date
        </Button>
      </Group>
    </Stack>
  );
}
