/** What other features use from assessments: the chart's Assessments tab (forms, list, live 6-minute walk). */
export { AssessmentsTab } from './assessments-tab';
