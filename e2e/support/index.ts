export { startStack, DEMO_ACCOUNTS, DEMO_PASSWORD, type Stack } from './stack.js';
export { launchBrowser, CHROMIUM_ARGS } from './browser.js';
export { useBrowserStack, submitLogin, type BrowserStack } from './browser-stack.js';
export { AccessibilityAudit, axeCheck, describeFindings, DESKTOP, PHONE, type A11yFinding } from './accessibility.js';
export { gradedWrongAnswer, servedAnswers, useServedAnswers, wrongAnswers, wrongAnswersIn, type AnswerForm, type ServedAnswers } from './served-answers.js';
export { giveEarnedCoins } from './earned-coins.js';
export { ConsoleWatch, describeConsole, type ConsoleFinding } from './console-watch.js';
export { gatewayPost } from './api.js';
export { acceptDialogs, createClassroomAsDemoTeacher, createdId } from './teacher.js';
