import { Button, Stack } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { notifyError } from '../../../lib/notify';
import type { SocialProvider } from '../api/auth-api';
import { socialConfigQuery, startSocialSignIn } from '../api/social-sign-in';

/**
 * Google and Facebook sign-in (login and register pages). `returnTo` is where the user goes afterwards.
 * The buttons are stacked at full width: side by side, half of a half-width card is too narrow for
 * "Sign in with Facebook" at desktop widths, and Mantine cuts a button label that does not fit.
 */
export function SocialSignInButtons({ returnTo = '/' }: { returnTo?: string }) {
  const { data: config, isPending, isError } = useQuery(socialConfigQuery);

  const start = (provider: SocialProvider) => {
    if (!config) return notifyError();
    startSocialSignIn(provider, config, returnTo);
  };
  const unavailable = isPending || isError;

  return (
    <Stack gap="sm">
      <Button
        variant="default"
        fullWidth
        leftSection={<IconBrandGoogle size={18} aria-hidden />}
        onClick={() => start('google')}
        disabled={unavailable}
        loading={isPending}
      >
        Sign in with Google
      </Button>
      <Button
        variant="default"
        fullWidth
        leftSection={<IconBrandFacebook size={18} color="#1877f2" aria-hidden />}
        onClick={() => start('facebook')}
        disabled={unavailable}
        loading={isPending}
      >
        Sign in with Facebook
      </Button>
    </Stack>
  );
}
