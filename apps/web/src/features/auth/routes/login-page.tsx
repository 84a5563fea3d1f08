import {
  Alert,
  Anchor,
  Box,
  Button,
  Container,
  Divider,
  Group,
  List,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title';
import { loginSchema } from '@oxstrength/shared/schemas/auth';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { returnPath } from '../../../app/guards';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { NewsletterBlock } from '../../../components/newsletter-block';
import { OffersBanner } from '../../../components/offers-banner';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { useZodForm } from '../../../lib/use-zod-form';
import { failureMessage, login } from '../api/auth-api';
import { DemoMailboxLink, demoMailbox } from '../components/demo-mailbox-link';
import { ResendVerification } from '../components/resend-verification';
import { SocialSignInButtons } from '../components/social-sign-in-buttons';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { EmailField } from '../../../components/contact-fields';

const BENEFITS = ['Check out faster', 'Buy more than one template', 'Track your orders and progress'];

/** An auth error from the server, shown above the form. */
interface InlineError {
  message: string;
  unverifiedEmail?: string;
  /** The demo mailbox, while the sandbox is on. */
  mailbox?: string;
}

export function Component() {
  usePageTitle('Sign in | OxStrength');
  const location = useLocation();
  const completeSignIn = useCompleteSignIn();
  const form = useZodForm(loginSchema, { email: '', password: '' });
  const [submitting, setSubmitting] = useState(false);
  const [inlineError, setInlineError] = useState<InlineError | null>(null);
  const returnTo = returnPath(location.state);

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    setInlineError(null);
    try {
      const { token, user } = await login(values);
      completeSignIn(token, user, 'email', returnTo);
    } catch (err) {
      setSubmitting(false);
      if (err instanceof ApiError && (err.status === 401 || err.status === 403)) {
        setInlineError({
          message: failureMessage(err, 'Login failed. Please try again.'),
          unverifiedEmail: err.status === 403 && err.body.unverified === true ? values.email : undefined,
          mailbox: err.status === 403 ? demoMailbox(err.body.mailbox) : undefined,
        });
      } else {
        notifyError(failureMessage(err, 'Login failed. Please try again.'));
      }
    }
  });

  return (
    <>
      <Container size="lg" py="xl">
        <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Search' }, { label: 'Authentication' }]} />
        <Title order={1} mt="md" mb="lg">
          Authentication
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
            <Title order={2} fz="h3" mb="md">
              Sign In
            </Title>
            <form onSubmit={submit} noValidate aria-label="Sign in">
              <Stack gap="md">
                {inlineError && (
                  <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                    <Stack gap="xs">
                      <Text fz="sm">{inlineError.message}</Text>
                      {inlineError.mailbox && <DemoMailboxLink href={inlineError.mailbox} />}
                      {inlineError.unverifiedEmail && (
                        <ResendVerification email={inlineError.unverifiedEmail} />
                      )}
                    </Stack>
                  </Alert>
                )}
                <EmailField withAsterisk {...form.getInputProps('email')} />
                <PasswordInput
                  label="Password"
                  autoComplete="current-password"
                  withAsterisk
                  {...form.getInputProps('password')}
                />
                <Group justify="space-between" align="center">
                  {/* Underlined: beside the button's text, its colour alone would not tell it is a link. */}
                  <Anchor component={Link} to="/forgot-password" fz="sm" underline="always">
                    Forgot Your Password?
                  </Anchor>
                  <Button type="submit" loading={submitting} disabled={submitting}>
                    Sign In
                  </Button>
                </Group>
              </Stack>
            </form>
            <Divider label="or" labelPosition="center" my="lg" />
            <SocialSignInButtons returnTo={returnTo} />
          </Paper>

          <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" bg="gray.0">
            <Title order={2} fz="h3" mb="xs">
              New Here?
            </Title>
            <Text c="dimmed" mb="md">
              Create an account to enjoy these benefits:
            </Text>
            <List
              spacing="sm"
              icon={
                <ThemeIcon size={22} radius="xl" color="green">
                  <IconCheck size={14} aria-hidden />
                </ThemeIcon>
              }
            >
              {BENEFITS.map((benefit) => (
                <List.Item key={benefit}>{benefit}</List.Item>
              ))}
            </List>
            <Box mt="lg">
              <Button component={Link} to="/register" variant="outline">
                Create An Account
              </Button>
            </Box>
          </Paper>
        </SimpleGrid>
      </Container>
      <Container size="lg">
        <OffersBanner kind="all" />
      </Container>
      <NewsletterBlock />
    </>
  );
}
