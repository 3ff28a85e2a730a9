export { CASE_ENDINGS, isCaseEnding, joinCaseEnding, type CaseEnding } from './join-case-ending';
export { fillTemplate } from './fill-template';
