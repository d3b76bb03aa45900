/**
 * What other features use from clinic: the header's workspace switcher, the refused notice,
 * Settings' clinic section, Home's offer to create a clinic, and `useCanWrite` that hides every write control from viewers.
 */
export { AccessRefusedNotice } from './access-refused-notice';
export type { ClinicMember } from './clinic-api';
export { ClinicSection } from './clinic-section';
export { saveClinicSettings, useClinicSettings } from './clinic-settings-read';
export { CreateClinicOffer } from './create-clinic-offer';
export { useFullClinic } from './use-full-clinic';
export { useCan, useCanReadRecords, useCanWrite, useWorkspace } from './use-workspace';
export { refreshWorkspaces } from './workspace-store';
export { WorkspaceSwitcher } from './workspace-switcher';
