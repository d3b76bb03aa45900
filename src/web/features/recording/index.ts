/** What other features use from recording: the banner that offers an unsaved session back. */
export { ResumeSessionBanner } from './resume-banner';
