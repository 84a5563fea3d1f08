import { Button, SimpleGrid } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { notifyError } from '../../../lib/notify';
import type { SocialProvider } from '../api/auth-api';
import { socialConfigQuery, startSocialSignIn } from '../api/social-sign-in';

/** Google and Facebook sign-in (login and register pages). `returnTo` is where the user goes afterwards. */
export function SocialSignInButtons({ returnTo = '/' }: { returnTo?: string }) {
  const { data: config, isPending, isError } = useQuery(socialConfigQuery);

  const start = (provider: SocialProvider) => {
    if (!config) return notifyError();
    startSocialSignIn(provider, config, returnTo);
  };
  const unavailable = isPending || isError;

  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Button
        variant="default"
        leftSection={<IconBrandGoogle size={18} aria-hidden />}
        onClick={() => start('google')}
        disabled={unavailable}
        loading={isPending}
      >
        Sign in with Google
      </Button>
      <Button
        variant="default"
        leftSection={<IconBrandFacebook size={18} color="#1877f2" aria-hidden />}
        onClick={() => start('facebook')}
        disabled={unavailable}
        loading={isPending}
      >
        Sign in with Facebook
      </Button>
    </SimpleGrid>
  );
}
