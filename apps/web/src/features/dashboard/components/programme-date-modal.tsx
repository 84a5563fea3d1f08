import { Anchor, Box, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { nepalToday, TRAINING_TEXTS } from '@oxstrength/shared/training';
import { useId, useState } from 'react';
import { MonthCalendar } from '../../../components/month-calendar';
import { useContactInformation } from '../../../lib/contact-information';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { targetDate, targetTitle, useSetProgrammeDate, type DateTarget } from '../api/programme-training-api';
import { shownDate } from '../api/training-api';
import { BusyModal, StickyActions } from '../../../components/dialog-parts';

/**
 * "Schedule a Counseling Session" for a template, a coaching or a paid consultation (spec part 2, Dashboard): a
 * calendar with no past days (Nepal's today first), Booking Detail, Confirm Date and the support phone. On
 * success the server's message (else the spec's) shows as a toast and the lists reload. On a small screen it
 * fills the screen, with Confirm Date kept in view at the bottom.
 */
export function ProgrammeDateModal({ target, onClose }: { target: DateTarget | null; onClose: () => void }) {
  const request = useSetProgrammeDate();
  return (
    <BusyModal
      opened={target !== null}
      onClose={onClose}
      title="Schedule a Counseling Session"
      busy={request.isPending}
    >
      {target && (
        <DateForm key={target.subscription._id} target={target} request={request} onDone={onClose} />
      )}
    </BusyModal>
  );
}

function DateForm({
  target,
  request,
  onDone,
}: {
  target: DateTarget;
  request: ReturnType<typeof useSetProgrammeDate>;
  onDone: () => void;
}) {
  const today = nepalToday();
  const current = targetDate(target);
  const [date, setDate] = useState<string | null>(current && current >= today ? current : null);
  const headingId = useId();
  const phone = useContactInformation().data?.contact_num;

  const confirm = () => {
    if (!date) return;
    request.mutate(
      { target, date },
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
            <Text fw={600}>{targetTitle(target)}</Text>
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
      <StickyActions>
        <Button variant="default" onClick={onDone} disabled={request.isPending}>
          Cancel
        </Button>
        <Button onClick={confirm} disabled={!date} loading={request.isPending}>
          Confirm Date
        </Button>
      </StickyActions>
    </Stack>
  );
}
