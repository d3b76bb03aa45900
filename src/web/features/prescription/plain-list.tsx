/** A list without bullets whose items are cards or rows (ol when the order means something). */
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

export function PlainList({
  ordered = false,
  label,
  children,
}: {
  ordered?: boolean;
  label?: string;
  children: ReactNode;
}) {
  return (
    <Stack
      component={ordered ? 'ol' : 'ul'}
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={label}
    >
      {children}
    </Stack>
  );
}
