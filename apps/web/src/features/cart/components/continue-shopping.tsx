import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Back to the home page, to go on shopping (the cart and the express checkout). */
export function ContinueShoppingButton() {
  return (
    <Button
      component={Link}
      to="/"
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
    >
      Continue Shopping
    </Button>
  );
}
