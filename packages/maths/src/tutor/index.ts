export { tutorSteps, deriveStep, checkStep, type TutorStep, type TutorFillStep, type TutorTextStep } from './steps.js';
export { nameMistake } from './mistakes.js';
