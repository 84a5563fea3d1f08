import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useClearCart } from '../api/cart-api';

/** Clear Cart, confirmed in a small modal; the modal closes once the cart is empty. */
export function ClearCartButton() {
  const [opened, modal] = useDisclosure(false);
  const clearCart = useClearCart();
  return (
    <>
      <Button
        variant="outline"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden="true" />}
        onClick={modal.open}
      >
        Clear Cart
      </Button>
      <Modal opened={opened} onClose={modal.close} title="Clear cart?" size="sm" centered>
        <Text fz="sm">Every item will be removed from your cart.</Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={modal.close} disabled={clearCart.isPending}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={clearCart.isPending}
            onClick={() => clearCart.mutate(undefined, { onSuccess: modal.close })}
          >
            Yes, Clear Cart
          </Button>
        </Group>
      </Modal>
    </>
  );
}
