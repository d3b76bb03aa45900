/** The app's mark and name, as in the header and on the sign-in card. */
import { Group, Text } from '@mantine/core';

/** `nameFromSm`: the name only from 768 px (the header on a phone keeps room for the workspace). */
export function Brand({ nameFromSm = false }: { nameFromSm?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="var(--mantine-primary-color-filled)" />
        <path
          d="M4 17h6l3-7 4 13 3-8 2 2h6"
          fill="none"
          stroke="#fff"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <Text
        component="span"
        fw={700}
        fz="xl"
        c="ritmo.9"
        visibleFrom={nameFromSm ? 'sm' : undefined}
      >
        Ritmo
      </Text>
    </Group>
  );
}
