/**
 * Teacher-created student accounts and class-code sign-in in headless Chromium
 * (docs/product/teacher.md#class-roster-and-login-cards--built, docs/product/accounts.md#signing-in-with-a-class-code--built):
 * the demo teacher creates a classroom, opens its roster, uploads a CSV file with a problem row,
 * sees the preview name it, confirms the good rows, adds one student by hand, turns the class code
 * on, downloads a student's data (the published export, without the secret) and opens the login
 * cards (name, username, secret, code, address), where every card's box lies inside its grid
 * cell, on screen and in print. A student then signs in from /login with 'Sign in with a class code', using the
 * keyboard only: the code, their name from the list, their secret. Every screen passes axe.
 *
 * Auth learns of a new classroom from the teacher service's event, so the roster screen asks
 * again for a few seconds when the class is not known yet (the screen's own behaviour).
 */
import { readFile } from 'node:fs/promises';
import { AccountExportSchema } from '@mathquest/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { acceptDialogs, createClassroomAsDemoTeacher, useBrowserStack } from './support/index.js';

/** Names from consonants: random hex can read as a phone number to the name filter. */
const LETTERS = 'bcdfghjklmnprstvwz';
const tag = (n = 5) => Array.from({ length: n }, () => LETTERS[Math.floor(Math.random() * LETTERS.length)]).join('');

const text = async (l: Locator) => ((await l.textContent()) ?? '').trim();

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const inside = (inner: Box, outer: Box) => inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5;

/** Every card's bounding box against its cell's: the cards that stick out (by the child's name). */
async function cardsOutsideTheirCells(p: Page): Promise<string[]> {
  const cells = p.getByTestId('login-card-cell');
  const out: string[] = [];
  for (let i = 0; i < (await cells.count()); i++) {
    const cell = cells.nth(i);
    const card = cell.getByTestId('login-card');
    const [cellBox, cardBox] = [await cell.boundingBox(), await card.boundingBox()];
    if (!cellBox || !cardBox || !inside(cardBox, cellBox) || cardBox.width < 100) out.push(await text(card.locator('.login-card__name')));
  }
  return out;
}

describe('class roster and class-code sign-in in the browser', () => {
  const e2e = useBrowserStack();

  it('a teacher creates the class from a CSV file and prints the cards; a student signs in with the class code', async () => {
    const { stack, browser, page: teacher } = e2e;
    const { baseUrl } = stack;
    const family = `Brk${tag(3)}`;
    const className = `Roster ${tag()}`;
    const alerts = acceptDialogs(teacher);

    // 1. A classroom, then its roster through the classroom page's link.
    const classroomId = await createClassroomAsDemoTeacher(teacher, baseUrl, className);
    await teacher.getByTestId('classroom-roster-link').click();
    await teacher.getByRole('heading', { name: `Class roster: ${className}` }).waitFor({ timeout: 30_000 });

    // 2. A CSV file with six good rows and one with a formula-looking name: the preview names the bad one.
    const names = ['Maya', 'Liam', 'Zoe', 'Noah', 'Ava', 'Omar'];
    const csv = ['givenName,familyName,grades', ...names.map((n, i) => `${n},${family}${LETTERS[i]},05`), `=HYPERLINK("x"),${family},5`].join('\n');
    await teacher.getByTestId('roster-file').setInputFiles({ name: 'class.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await teacher.getByTestId('roster-preview').waitFor();
    expect(await teacher.getByTestId('roster-good-row').count()).toBe(6);
    const bad = teacher.getByTestId('roster-bad-row');
    expect(await bad.count()).toBe(1);
    expect(await text(bad)).toContain('looks like a spreadsheet formula');
    expect(await text(teacher.getByTestId('roster-problem-count'))).toBe('1 row has a problem and will not be added: lines 8.');
    expect(await teacher.getByTestId('roster-students').count()).toBe(0);
    const confirm = teacher.getByTestId('roster-confirm');
    expect(await text(confirm)).toBe('Add the 6 good rows');
    await confirm.click();
    await teacher.getByTestId('roster-students').waitFor();
    expect(await text(teacher.getByTestId('roster-status'))).toBe('6 created, 0 updated, 0 unchanged.');

    // 3. One more by hand; the same file again adds nobody.
    await teacher.getByLabel('First name').fill('Ines');
    await teacher.getByLabel('Last name').fill(`${family}x`);
    await teacher.getByLabel('Grade').selectOption('6');
    await teacher.getByTestId('roster-add-one').click();
    await teacher.getByTestId('roster-status').getByText('1 created').waitFor();
    await teacher.getByTestId('roster-file').setInputFiles({ name: 'class.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await teacher.getByText('Already on the roster').first().waitFor();
    await teacher.getByTestId('roster-confirm').click();
    await teacher.getByTestId('roster-status').getByText('0 created, 0 updated, 6 unchanged.').waitFor();
    const secrets = teacher.getByTestId('roster-secret');
    expect(await secrets.count()).toBe(7);

    // 4. The class code on; the cards page: one card per student, each inside its cell, on screen and in print.
    await teacher.getByTestId('roster-code-on').click();
    const code = (await text(teacher.getByTestId('roster-code'))).split(' ')[0]!;
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const mayaRow = teacher.getByRole('row', { name: new RegExp(`^Maya ${family}b`) });
    const mayaSecret = await text(mayaRow.getByTestId('roster-secret'));
    expect(mayaSecret).toMatch(/^[a-z]+ [a-z]+ \d{2}$/);
    const mayaUsername = await text(mayaRow.locator('td code').first());
    expect(mayaUsername).toMatch(/^maya/);

    // The teacher who created Maya's account downloads its data from the roster: the published shape, the roster row, no secret.
    const [download] = await Promise.all([teacher.waitForEvent('download'), teacher.getByRole('button', { name: `Download data for Maya ${family[0]}.` }).click()]);
    const exported = await readFile((await download.path())!, 'utf8');
    const file = AccountExportSchema.parse(JSON.parse(exported));
    expect(file.account).toMatchObject({ username: mayaUsername, email: null, roster: expect.objectContaining({ classroomId, givenName: 'Maya' }) });
    expect(exported).not.toContain(mayaSecret);

    await teacher.getByTestId('roster-print-cards').click();
    await teacher.getByTestId('login-cards').waitFor();
    expect(await teacher.getByTestId('login-card').count()).toBe(7);
    const mayaCard = teacher.getByRole('article', { name: `Login card of Maya ${family[0]}.` });
    expect(await text(mayaCard.getByTestId('login-card-secret'))).toBe(mayaSecret);
    expect(await text(mayaCard.locator('.login-card__name'))).toBe(`Maya ${family[0]}.`);
    expect(await text(mayaCard)).toContain(mayaUsername);
    expect(await text(mayaCard)).toContain(code);
    expect(await text(mayaCard)).toContain(`${baseUrl}/login/class-code`);
    expect(await cardsOutsideTheirCells(teacher)).toEqual([]);
    await teacher.emulateMedia({ media: 'print' });
    try {
      expect(await teacher.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
      expect(await cardsOutsideTheirCells(teacher)).toEqual([]);
    } finally {
      await teacher.emulateMedia({ media: 'screen' });
    }
    expect(alerts).toEqual([]);

    // 5. The student, in a browser of their own, with the keyboard only.
    const context = await browser.newContext();
    try {
      const student = await context.newPage();
      await student.goto(`${baseUrl}/login`);
      await student.getByTestId('login-class-code').focus();
      await student.keyboard.press('Enter');
      await student.waitForURL(`${baseUrl}/login/class-code`);
      // The screen loads on its own (a lazy route): type once the code field has the focus, in lower case with a space.
      await student.waitForFunction(() => document.activeElement?.id === 'class-code');
      await student.keyboard.type(code.toLowerCase().replace('-', ' '));
      await student.keyboard.press('Enter');
      const pick = student.getByRole('heading', { name: `${className}: who are you?` });
      await pick.waitFor();
      // The focus moves to the heading once the names are drawn.
      await expect.poll(() => pick.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await student.getByTestId('class-code-names').getByRole('button').count()).toBe(7);
      // Tab to the child's name and press Enter.
      const target = `Maya ${family[0]}.`;
      for (let i = 0; i < 10 && (await student.evaluate(() => document.activeElement?.textContent?.trim())) !== target; i++) await student.keyboard.press('Tab');
      await student.keyboard.press('Enter');
      await student.getByRole('heading', { name: `Hello, ${target}!` }).waitFor();
      // A wrong secret first: the helpful message, then the right one.
      e2e.console.expect(/status of 401 .*\/api\/auth\/class-code\/login\)$/);
      await student.getByLabel('Your secret').fill('wrong words 10');
      await student.keyboard.press('Enter');
      expect(await text(student.getByTestId('class-code-error'))).toBe('That secret is not right. Try again, or ask your teacher.');
      await student.getByLabel('Your secret').fill(mayaSecret.toUpperCase());
      await student.keyboard.press('Enter');
      await student.waitForURL(`${baseUrl}/home`);
    } finally {
      await context.close();
    }

    // 6. The teacher resets Maya's secret and turns the code off: the code now gets the one message.
    await teacher.goto(`${baseUrl}/teacher/classrooms/${encodeURIComponent(classroomId)}/roster`);
    const row = teacher.getByRole('row', { name: new RegExp(`^Maya ${family}b`) });
    await row.getByTestId('roster-secret').waitFor();
    await row.getByRole('button', { name: `Reset secret for Maya ${family[0]}.` }).click();
    await teacher.getByTestId('roster-status').getByText(`Maya ${family[0]}.'s new secret:`).waitFor();
    expect(await text(row.getByTestId('roster-secret'))).toMatch(/^[a-z]+ [a-z]+ \d{2}$/);
    await teacher.getByRole('button', { name: 'Turn code off' }).click();
    await teacher.getByTestId('roster-status').getByText('Sign-in with the class code is off.').waitFor();
    expect(await text(teacher.getByTestId('roster-code'))).toBe(`${code} Off`);
    expect(alerts).toEqual([]);
    const later = await browser.newContext();
    try {
      const student = await later.newPage();
      e2e.console.expect(/status of 404 .*\/api\/auth\/class-code\/students\)$/);
      await student.goto(`${baseUrl}/login/class-code`);
      await student.getByLabel('Class code').fill(code);
      await student.getByTestId('class-code-submit').click();
      expect(await text(student.getByTestId('class-code-error'))).toBe('That class code does not work. Check it with your teacher.');
    } finally {
      await later.close();
    }
  }, 300_000);
});
