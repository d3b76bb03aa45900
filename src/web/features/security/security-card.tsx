/** A titled card like the other settings sections (settings imports this feature, not back). */
import type { ReactNode } from 'react';
import { TitledCard } from '../../components/titled-card';

/** `id`: a link target (`/settings#two-factor`). */
export function SecurityCard({
  title,
  id,
  children,
}: {
  title: string;
  id?: string;
  children: ReactNode;
}) {
  return (
    <div id={id}>
      <TitledCard title={title} gap="md" p={{ base: 'md', sm: 'lg' }}>
        {children}
      </TitledCard>
    </div>
  );
}
