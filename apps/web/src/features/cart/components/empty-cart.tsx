import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { EMPTY_CART } from '@oxstrength/shared/constants';
import { IconShoppingCartOff } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The empty cart (spec part 1 section 8), linking to the home page. */
export function EmptyCart() {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center" role="status">
      <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden="true">
        <IconShoppingCartOff size={34} />
      </ThemeIcon>
      <Text maw={480} fw={500}>
        {EMPTY_CART}
      </Text>
      <Button component={Link} to="/" variant="light">
        Start Exploring
      </Button>
    </Stack>
  );
}
