import type { Dialog, Page } from 'playwright-core';
import { submitLogin } from './browser-stack.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './stack.js';

/**
 * The teacher screens ask with the browser's own dialogs: confirmations are accepted, and an
 * alert (a failure the screen reports) is recorded so the test can show it.
 */
export function acceptDialogs(p: Page): string[] {
  const alerts: string[] = [];
  p.on('dialog', (d: Dialog) => {
    if (d.type() === 'alert') alerts.push(d.message());
    void d.accept();
  });
  return alerts;
}

/** The id a create screen navigated to: waits for `<prefix><id>` (not the `<prefix>new` it was on). */
export async function createdId(p: Page, prefix: string): Promise<string> {
  const idIn = (url: URL) => (url.pathname.startsWith(prefix) ? decodeURIComponent(url.pathname.slice(prefix.length)) : '');
  await p.waitForURL((url) => !['', 'new'].includes(idIn(url)) && !idIn(url).includes('/'));
  return idIn(new URL(p.url()));
}

/**
 * The demo teacher signs in on `p`, lands on the dashboard and creates a classroom `name` of grade
 * `grade` on the create screen; resolves with its id once the classroom's page shows its name.
 */
export async function createClassroomAsDemoTeacher(p: Page, baseUrl: string, name: string, grade = '5'): Promise<string> {
  await p.goto(`${baseUrl}/login`);
  await submitLogin(p, DEMO_ACCOUNTS.teacher, DEMO_PASSWORD);
  await p.waitForURL(`${baseUrl}/teacher/dashboard`);
  await p.goto(`${baseUrl}/teacher/classrooms/new`);
  await p.getByLabel('Classroom name').fill(name);
  await p.getByLabel('Grade level').selectOption(grade);
  await p.getByRole('button', { name: 'Create Classroom' }).click();
  const classroomId = await createdId(p, '/teacher/classrooms/');
  await p.getByRole('heading', { name }).waitFor();
  return classroomId;
}
