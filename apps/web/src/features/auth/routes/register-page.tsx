import {
  Anchor,
  Box,
  Button,
  Container,
  Divider,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title';
import { emailField } from '@oxstrength/shared/fields';
import { registerSchema } from '@oxstrength/shared/schemas/auth';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { useZodForm } from '../../../lib/use-zod-form';
import { checkEmailAvailable, failureMessage, register } from '../api/auth-api';
import { demoMailbox } from '../components/demo-mailbox-link';
import { SocialSignInButtons } from '../components/social-sign-in-buttons';
import { EmailField, PhoneField } from '../../../components/contact-fields';

const EMPTY = { name: '', email: '', password: '', password_confirmation: '', mobile_num: '' };
const FIELDS = Object.keys(EMPTY);

export function Component() {
  usePageTitle('Create an account | OxStrength');
  const navigate = useNavigate();
  const form = useZodForm(registerSchema, EMPTY);
  const [submitting, setSubmitting] = useState(false);

  /** Tells the visitor straight away when the email is taken (GET /user/validate/email). */
  const checkEmail = async () => {
    const email = emailField().safeParse(form.values.email);
    if (!email.success) return;
    try {
      const reply = await checkEmailAvailable(email.data);
      if (!reply.available) form.setFieldError('email', reply.message);
    } catch {
      // Only a hint: the server checks again on sign-up.
    }
  };

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    try {
      const reply = await register(values);
      void navigate('/register/verify-account', {
        state: { email: values.email, mailbox: demoMailbox(reply.mailbox) },
      });
    } catch (err) {
      setSubmitting(false);
      const fieldErrors =
        err instanceof ApiError
          ? Object.fromEntries(Object.entries(err.errors).filter(([k]) => FIELDS.includes(k)))
          : {};
      if (Object.keys(fieldErrors).length) form.setErrors(fieldErrors);
      else notifyError(failureMessage(err, 'Sign up failed. Please try again.'));
    }
  });

  const emailProps = form.getInputProps('email');

  return (
    <Container size="lg" py="xl">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Create An Account' }]} />
      <Title order={1} mt="md" mb="lg">
        Create An Account
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <form onSubmit={submit} noValidate aria-label="Sign up">
            <Stack gap="md">
              <TextInput label="Full Name" autoComplete="name" withAsterisk {...form.getInputProps('name')} />
              <EmailField
                withAsterisk
                {...emailProps}
                onBlur={() => {
                  emailProps.onBlur();
                  void checkEmail();
                }}
              />
              <PasswordInput
                label="Password"
                autoComplete="new-password"
                withAsterisk
                {...form.getInputProps('password')}
              />
              <PasswordInput
                label="Confirm Password"
                autoComplete="new-password"
                withAsterisk
                {...form.getInputProps('password_confirmation')}
              />
              <PhoneField withAsterisk {...form.getInputProps('mobile_num')} />
              <Button type="submit" loading={submitting} disabled={submitting} fullWidth>
                Sign Up
              </Button>
            </Stack>
          </form>
          <Divider label="or" labelPosition="center" my="lg" />
          <SocialSignInButtons />
        </Paper>

        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" bg="gray.0">
          <Title order={2} fz="h3" mb="xs">
            Registered Customers
          </Title>
          <Text c="dimmed">
            If you already have an account with us, sign in to check out faster and follow your orders and
            progress.
          </Text>
          <Box mt="lg">
            <Button component={Link} to="/login" variant="outline">
              Sign In
            </Button>
          </Box>
          <Text fz="sm" mt="lg" c="dimmed">
            Forgot your password?{' '}
            <Anchor component={Link} to="/forgot-password" fz="sm" underline="always">
              Reset it here
            </Anchor>
          </Text>
        </Paper>
      </SimpleGrid>
    </Container>
  );
}
