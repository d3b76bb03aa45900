/** A titled card on the settings screen. */
import type { ReactNode } from 'react';
import { TitledCard } from '../../components/titled-card';

export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledCard title={title} gap="md" p={{ base: 'md', sm: 'lg' }}>
      {children}
    </TitledCard>
  );
}
