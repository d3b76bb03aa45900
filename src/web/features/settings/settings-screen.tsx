/** /settings: profile, preferences, password, version and sign-out. */
import { Stack, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ClinicSection } from '../clinic';
import { LockSetting } from '../lock';
import { usePatientDirectory } from '../patients';
import { ClinicianFields } from '../prescription';
import { AccountSecurity, ClinicTwoFactorSetting } from '../security';
import { AccountSection } from './account-section';
import { AlarmSoundSection } from './alarm-sound-section';
import { ClinicTimeZoneSection } from './clinic-time-zone-section';
import { DataSection } from './data-section';
import { HrMaxFormulaSection } from './hr-max-formula-section';
import { PasswordSection } from './password-section';
import { PreferencesSection } from './preferences-section';
import { ProfileSection } from './profile-section';
import { SyncSection } from './sync-section';

export function SettingsScreen() {
  const { t } = useTranslation();
  const directory = usePatientDirectory();
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {t('settings.title')}
      </Title>
      <ProfileSection />
      <ClinicSection
        directory={directory}
        memberDetail={(member) => <ClinicianFields {...member} />}
      />
      <LockSetting />
      <Suspense fallback={null}>
        <ClinicTwoFactorSetting />
      </Suspense>
      <HrMaxFormulaSection />
      <ClinicTimeZoneSection />
      <PreferencesSection />
      <AlarmSoundSection />
      <PasswordSection />
      <Suspense fallback={null}>
        <AccountSecurity />
      </Suspense>
      <DataSection />
      <SyncSection />
      <AccountSection />
    </Stack>
  );
}
