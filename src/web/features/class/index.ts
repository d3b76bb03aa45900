/** What other features use from class: the banner that offers an interrupted class back. */
export { ClassResumeBanner } from './class-resume-banner';
