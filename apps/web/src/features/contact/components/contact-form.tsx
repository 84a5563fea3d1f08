import { Button, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { contactQuerySchema, type ContactQueryInput } from '@oxstrength/shared/schemas/contact';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSendContactQuery } from '../api/send-contact-query';
import { EmailField } from '../../../components/contact-fields';

const EMPTY: ContactQueryInput = { name: '', email: '', subject: '', message: '' };

/** The spec's success toast (part 1 section 8); the form resets after it. */
export const ENQUIRY_SENT = 'Your enquiry has been sent.';

export function ContactForm() {
  const form = useZodForm(contactQuerySchema, EMPTY);
  const send = useSendContactQuery();

  const submit = form.onSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        notifySuccess(ENQUIRY_SENT);
        form.reset();
      },
      onError: (err) => {
        if (err instanceof ApiError && Object.keys(err.errors).length) form.setErrors(err.errors);
        notifyError(err);
      },
    }),
  );

  return (
    <Paper
      component="form"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      noValidate
      onSubmit={submit}
      aria-labelledby="contact-form-heading"
    >
      <Title order={2} size="h3" id="contact-form-heading" mb="md">
        Send us a message
      </Title>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Name" autoComplete="name" required {...form.getInputProps('name')} />
          <EmailField required {...form.getInputProps('email')} />
        </SimpleGrid>
        <TextInput label="Subject" required {...form.getInputProps('subject')} />
        <Textarea
          label="Message"
          required
          rows={6}
          {...form.getInputProps('message')}
          onChange={(event) => form.setFieldValue('message', event.currentTarget.value)}
        />
        <Button
          type="submit"
          leftSection={<IconSend size={18} aria-hidden="true" />}
          loading={send.isPending}
          disabled={!form.isValid || send.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          Send Message
        </Button>
      </Stack>
    </Paper>
  );
}
