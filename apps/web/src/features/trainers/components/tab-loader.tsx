import { Center, Loader } from '@mantine/core';

export function TabLoader({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader aria-label={label} />
    </Center>
  );
}
