/**
 * Guilds in headless Chromium against the real stack, two students in two browser windows: one
 * starts a guild from 'You're not in a guild yet!', the other finds it with Browse Guilds and joins;
 * a chat message one sends reaches the other's open page live (through the gateway's socket), and
 * the leader sees the new member in Members with their role. Chat safety (docs/adr/0170-0172): a
 * reported message leaves the other members' chat until the leader puts it back, and a parent
 * turning the child's chat off on their home page closes the child's message box live.
 */
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { kindName, realtimeConnected, submitLogin, useBrowserStack, useEngagementDirectory } from './support/index.js';

describe('guilds in the browser', () => {
  const e2e = useBrowserStack();
  const directory = useEngagementDirectory(e2e);
  const opened: Page[] = [];
  afterEach(async () => {
    for (const p of opened.splice(0)) await p.context().close();
  });

  const suffix = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;

  /**
   * A new student, signed in through the form in a window of their own. `live` resolves once the
   * window's realtime socket has connected (pushes sent before that are not seen until it reads again).
   */
  async function newStudent(prefix: string): Promise<{ page: Page; username: string; email: string; live: Promise<void> }> {
    const { stack, browser } = e2e;
    const page = await (await browser.newContext()).newPage();
    opened.push(page);
    const s = suffix();
    const email = `${prefix}_${s}@example.com`;
    const username = `${prefix}_${s}`;
    const res = await fetch(`${stack.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Secret123!', confirmPassword: 'Secret123!', username, displayName: 'Sam', role: 'STUDENT', gradeLevel: 5 }),
    });
    expect(res.status).toBe(201);
    await page.goto(`${stack.baseUrl}/login`);
    const live = realtimeConnected(page);
    live.catch(() => undefined); // awaited by the tests that need it, which see its failure
    await submitLogin(page, email, 'Secret123!');
    await page.waitForURL(`${stack.baseUrl}/home`);
    return { page, username, email, live };
  }

  /** `chief` starts a guild and `mate` joins it; both chats are in the guild's room. */
  async function guildOfTwo(chief: Page, mate: Page): Promise<string> {
    const { stack } = e2e;
    const guildName = kindName('Owls ');
    await chief.goto(`${stack.baseUrl}/guild`);
    await chief.getByRole('button', { name: 'Create a Guild' }).click();
    await chief.getByLabel('Guild name').fill(guildName);
    await chief.getByLabel('Icon 3').check();
    await chief.getByLabel('Description').fill('Kind words only');
    await chief.getByRole('button', { name: 'Create Guild' }).click();
    await chief.getByTestId('guild-name').filter({ hasText: guildName }).waitFor();
    await mate.goto(`${stack.baseUrl}/guild`);
    await mate.getByRole('button', { name: 'Browse Guilds' }).click();
    await mate.getByLabel('Search guilds').fill(guildName);
    await mate.getByRole('button', { name: 'Search', exact: true }).click();
    await mate.getByRole('button', { name: `Join ${guildName}` }).click();
    await mate.getByTestId('guild-name').filter({ hasText: guildName }).waitFor();
    await chief.reload();
    for (const p of [chief, mate]) await p.locator('[data-testid="chat-status"][data-joined="true"]').waitFor();
    return guildName;
  }

  it('one student starts a guild, another joins it, and their chat messages reach each other live', async () => {
    const { stack } = e2e;
    const chief = await newStudent('chief');
    const mate = await newStudent('mate');
    const guildName = kindName('Owls ');

    // The leader: the empty state, then Create a Guild.
    await chief.page.goto(`${stack.baseUrl}/guild`);
    await chief.page.getByRole('heading', { name: "You're not in a guild yet!" }).waitFor();
    await chief.page.getByRole('button', { name: 'Create a Guild' }).click();
    await chief.page.getByLabel('Guild name').fill(guildName);
    await chief.page.getByLabel('Icon 3').check();
    await chief.page.getByLabel('Description').fill('We practise fractions together');
    await chief.page.getByRole('button', { name: 'Create Guild' }).click();
    await chief.page.getByTestId('guild-name').filter({ hasText: guildName }).waitFor();
    await chief.page.getByRole('button', { name: 'Settings' }).waitFor();
    expect(await chief.page.getByTestId('guild-members-count').textContent()).toBe('1/30');
    await chief.page.getByRole('tab', { name: 'Events' }).click();
    await chief.page.getByTestId('guild-events-empty').filter({ hasText: 'No active events' }).waitFor();

    // The leader's Members tab stays open while the mate joins in the other window.
    await chief.page.getByRole('tab', { name: 'Members' }).click();
    await chief.page.getByTestId('guild-members').getByText(chief.username).waitFor();

    // The mate: Browse Guilds, search, Join.
    await mate.page.goto(`${stack.baseUrl}/guild`);
    await mate.page.getByRole('button', { name: 'Browse Guilds' }).click();
    await mate.page.getByLabel('Search guilds').fill(guildName);
    await mate.page.getByRole('button', { name: 'Search', exact: true }).click();
    await mate.page.getByRole('button', { name: `Join ${guildName}` }).click();
    await mate.page.getByTestId('guild-name').filter({ hasText: guildName }).waitFor();
    // A member sees no Settings button.
    expect(await mate.page.getByRole('button', { name: 'Settings' }).count()).toBe(0);
    // The leader's open Members tab shows the new member from the push, without a reload.
    await chief.page.getByTestId('guild-members').getByText(mate.username).waitFor({ timeout: 15_000 });
    await chief.page.getByTestId('guild-members-count').filter({ hasText: '2/30' }).waitFor();

    // Both chats are in the guild's room before anyone speaks.
    await chief.page.reload();
    for (const p of [chief.page, mate.page]) await p.locator('[data-testid="chat-status"][data-joined="true"]').waitFor();

    await mate.page.getByLabel('Message', { exact: true }).fill('Hello team, ready for the raid?');
    await mate.page.getByRole('button', { name: 'Send' }).click();
    await chief.page.getByTestId('chat-messages').getByText('Hello team, ready for the raid?').waitFor();
    await chief.page.getByTestId('chat-messages').getByText(mate.username).waitFor();
    await mate.page.getByTestId('chat-messages').getByText('Hello team, ready for the raid?').waitFor();

    await chief.page.getByLabel('Message', { exact: true }).fill('Yes! Let us go');
    await chief.page.getByRole('button', { name: 'Send' }).click();
    await mate.page.getByTestId('chat-messages').getByText('Yes! Let us go').waitFor();

    // A message the filter refuses is explained to the sender and reaches nobody.
    await mate.page.getByLabel('Message', { exact: true }).fill('mail me at kid@example.org');
    await mate.page.getByRole('button', { name: 'Send' }).click();
    await mate.page.getByRole('alert').filter({ hasText: "Messages can't include e-mail addresses" }).waitFor();

    // The leader sees the new member with their role and may promote them.
    await chief.page.getByRole('tab', { name: 'Members' }).click();
    const members = chief.page.getByTestId('guild-members');
    await members.getByText(mate.username).waitFor();
    // Each member drawn with what they wear (the starter items: a red cap), docs/adr/0129.
    const mateFigure = members.getByRole('img', { name: `${mate.username}'s avatar` });
    await mateFigure.waitFor();
    expect(await mateFigure.locator('[data-layer="HEAD"]').getAttribute('data-item')).toBe('head-cap');
    await members.getByRole('img', { name: `${chief.username}'s avatar` }).waitFor();
    await chief.page.getByRole('button', { name: `Promote ${mate.username}` }).click();
    await members.getByText('Officer').waitFor();
    expect(await chief.page.getByTestId('chat-messages').getByText('kid@example.org').count()).toBe(0);
  });

  it("a reported message waits for the leader's review; a parent turns the child's chat off", async () => {
    const { stack, browser } = e2e;
    const chief = await newStudent('lead');
    const mate = await newStudent('kid');
    await guildOfTwo(chief.page, mate.page);

    await mate.page.getByLabel('Message', { exact: true }).fill('race you to level 10');
    await mate.page.getByRole('button', { name: 'Send' }).click();
    const chiefChat = chief.page.getByTestId('chat-messages');
    await chiefChat.getByText('race you to level 10').waitFor();

    // The leader reports it (any member can): it leaves their chat, its author still sees it, marked.
    await chief.page.getByRole('button', { name: `Report message from ${mate.username}` }).click();
    await chief.page.getByTestId('chat-notice').filter({ hasText: 'Thanks for telling us' }).waitFor();
    await chiefChat.getByText('race you to level 10').waitFor({ state: 'detached' });
    await mate.page.getByText('Hidden from your guild while the leader looks at it.').waitFor();
    // ... and reviews it in Reported messages: put back, it returns to the chat.
    const reports = chief.page.getByTestId('guild-reports');
    await reports.getByText('race you to level 10').waitFor();
    await chief.page.getByRole('button', { name: `Put back message from ${mate.username}` }).click();
    await chiefChat.getByText('race you to level 10').waitFor();
    await reports.getByText('No reported messages.').waitFor();

    // A parent links the child and turns their chat off on the home page: the child's box closes live.
    const s = suffix();
    const reg = await fetch(`${stack.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `mum_${s}@example.com`, password: 'Secret123!', confirmPassword: 'Secret123!', username: `mum_${s}`, displayName: 'Mum', role: 'PARENT' }),
    });
    expect(reg.status).toBe(201);
    const token = ((await reg.json()) as { data: { accessToken: string } }).data.accessToken;
    const link = await fetch(`${stack.baseUrl}/api/auth/children/link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ email: mate.email, password: 'Secret123!' }),
    });
    expect(link.status).toBe(200);
    const parent = await (await browser.newContext()).newPage();
    opened.push(parent);
    await parent.goto(`${stack.baseUrl}/login`);
    await submitLogin(parent, `mum_${s}@example.com`, 'Secret123!');
    await parent.getByRole('checkbox', { name: 'Guild chat for Sam' }).uncheck();
    await parent.getByText('Guild chat turned off for Sam').waitFor();

    await mate.page.getByTestId('chat-off').filter({ hasText: 'Your parent has turned off guild chat for you.' }).waitFor();
    expect(await mate.page.getByLabel('Message', { exact: true }).isDisabled()).toBe(true);
  });

  it("a friend request accepted in the other window turns 'waiting' into a friend without a reload", async () => {
    const asker = await newStudent('ask');
    const other = await newStudent('frd');
    const panel = asker.page.getByTestId('friends-panel');
    await panel.waitFor();
    await other.page.getByTestId('friends-panel').waitFor();
    // The request reaches the other window over its socket, so it is sent once that is connected.
    await other.live;
    const waiting = panel.getByText(/· waiting/);
    // The directory learns a new username from auth's event: the request goes once it knows it.
    await directory.untilKnows(other.username);
    await panel.getByLabel('Add a friend by username').fill(other.username);
    await panel.getByRole('button', { name: 'Send request' }).click();
    await waiting.waitFor();
    // The other window hears of the request and accepts it; the asker's panel follows.
    await other.page.getByRole('button', { name: `Accept ${asker.username}` }).click({ timeout: 15_000 });
    await asker.page.getByTestId(`friend-${other.username}`).waitFor({ timeout: 15_000 });
    expect(await waiting.count()).toBe(0);
  });
});
