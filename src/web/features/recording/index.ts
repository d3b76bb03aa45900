/** What other features use from recording: the banner that offers an unsaved recording back. */
export { ResumeRecordingBanner } from './resume-banner';
