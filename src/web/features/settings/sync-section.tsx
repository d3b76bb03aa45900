/** Settings' "Storage and sync": unsynced items (patients named from the dictionary). */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { usePatientNames } from '../patients';
import { UnsyncedList, useSyncTranslation } from '../sync';
import { SettingsSection } from './settings-section';

export function SyncSection() {
  const { t } = useSyncTranslation();
  const names = usePatientNames();
  const { hash } = useLocation();
  const anchor = useRef<HTMLDivElement>(null);

  // The header badge links to /settings#sync.
  useEffect(() => {
    if (hash === '#sync') anchor.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    // Clear of the fixed header when scrolled to.
    <div id="sync" ref={anchor} style={{ scrollMarginTop: 72 }}>
      <SettingsSection title={t('section.title')}>
        <UnsyncedList patientNames={names} />
      </SettingsSection>
    </div>
  );
}
