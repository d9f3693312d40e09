// @vitest-environment jsdom
/**
 * The guild chat's safety parts (docs/adr/0170-0172): the Report button on other members'
 * messages (not one's own) and what a report does to the list, the refusal shown as an alert,
 * the chat-off state, and the leader's review panel. The socket is a stand-in that records what
 * the page emits and lets the test say what the server sends.
 */
import type { GuildMessage, ServerToClientEvents } from '@mathquest/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { ok, routedFetch, setUpPageTests } from '../../../testing/test-utils';
import { GuildChat } from './guild-chat';
import { ReportedMessages } from './reported-messages';

configure({ asyncUtilTimeout: 10_000 });

type Listener = (payload: never) => void;
const fake = vi.hoisted(() => {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const emitted: Array<[string, unknown]> = [];
  const socket = {
    connected: true,
    on: (name: string, fn: (payload: unknown) => void) => (listeners.get(name) ?? listeners.set(name, new Set()).get(name)!).add(fn),
    off: (name: string, fn: (payload: unknown) => void) => listeners.get(name)?.delete(fn),
    emit: (name: string, payload: unknown) => emitted.push([name, payload]),
  };
  return { listeners, emitted, socket };
});
vi.mock('../../../lib/socket', () => ({ getSocket: () => fake.socket, connectSocket: vi.fn(), disconnectSocket: vi.fn() }));

/** The server sends `name` to the page. */
function server<K extends keyof ServerToClientEvents>(name: K, payload: Parameters<ServerToClientEvents[K]>[0]) {
  act(() => {
    for (const fn of fake.listeners.get(name) ?? []) (fn as Listener)(payload as never);
  });
}

const msg = (id: string, userId: string, username: string, message: string, over: Partial<GuildMessage> = {}): GuildMessage => ({ id, guildId: 'g1', userId, username, message, sentAt: `2026-11-28T10:0${id.slice(-1)}:00.000Z`, ...over });

describe('guild chat', { timeout: 30_000 }, () => {
  const fetchMock = setUpPageTests();
  beforeEach(() => {
    fake.listeners.clear();
    fake.emitted.length = 0;
  });

  async function openChat(history: GuildMessage[]) {
    fetchMock.mockImplementation(routedFetch({ 'GET /api/engagement/guilds/g1/messages': () => ok({ messages: history }) }));
    // The history is a query: the chat renders inside the app's cache (cleared before each test).
    render(
      <QueryClientProvider client={queryClient}>
        <GuildChat guildId="g1" myId="me" myName="mia" />
      </QueryClientProvider>,
    );
    await screen.findByText(history[0]!.message);
    server('guild:joined', { guildId: 'g1', chatOffBy: [] });
  }

  it("puts a Report button on other members' messages only; a report hides the message", async () => {
    await openChat([msg('m1', 'bob', 'bob', 'you are all slow'), msg('m2', 'me', 'mia', 'hello team')]);
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Report message from bob']);

    const user = userEvent.setup();
    // From the keyboard: the focused button is pressed with Enter.
    screen.getByRole('button', { name: 'Report message from bob' }).focus();
    await user.keyboard('{Enter}');
    expect(fake.emitted).toContainEqual(['guild:report', { guildId: 'g1', messageId: 'm1' }]);

    server('guild:reported', { guildId: 'g1', messageId: 'm1', message: 'Thanks for telling us. The message is hidden until your guild leader looks at it.' });
    server('guild:message_hidden', { guildId: 'g1', messageId: 'm1', userId: 'bob' });
    // The pushes change the cached history; the list follows on the cache's next notification.
    await waitFor(() => expect(screen.queryByText('you are all slow')).toBeNull());
    expect(screen.getByTestId('chat-notice').textContent).toContain('Thanks for telling us');

    // The leader puts it back: it returns in its place.
    server('guild:message_restored', msg('m1', 'bob', 'bob', 'you are all slow'));
    await waitFor(() => expect(within(log).getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toEqual(['you are all slow', 'hello team']));
    server('guild:message_removed', { guildId: 'g1', messageId: 'm1' });
    await waitFor(() => expect(screen.queryByText('you are all slow')).toBeNull());
  });

  it('keeps its own reported message for the author, marked as waiting for the leader', async () => {
    await openChat([msg('m1', 'me', 'mia', 'my joke')]);
    server('guild:message_hidden', { guildId: 'g1', messageId: 'm1', userId: 'me' });
    expect(await screen.findByText('Hidden from your guild while the leader looks at it.')).toBeTruthy();
    expect(screen.getByText('my joke')).toBeTruthy();
  });

  it('shows a refusal as an alert saying what was blocked and why', async () => {
    await openChat([msg('m1', 'bob', 'bob', 'hi')]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Message'), 'call me 555 123 4567');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(fake.emitted).toContainEqual(['guild:message', { guildId: 'g1', message: 'call me 555 123 4567' }]);
    server('guild:message_refused', { guildId: 'g1', code: 'MESSAGE_NOT_ALLOWED', message: "Messages can't include phone numbers. Keep personal details private!" });
    expect(screen.getByRole('alert').textContent).toBe("Messages can't include phone numbers. Keep personal details private!");
  });

  it('says who turned chat off and disables the message box, and opens it again when turned on', async () => {
    await openChat([msg('m1', 'bob', 'bob', 'hi')]);
    server('guild:chat_state', { chatOffBy: ['TEACHER'] });
    const box = screen.getByLabelText('Message') as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(screen.getByTestId('chat-off').textContent).toBe("Your teacher has turned off guild chat for you. You can still read your guild's messages.");
    expect(box.getAttribute('aria-describedby')).toBe('guild-chat-off');
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    server('guild:chat_state', { chatOffBy: ['PARENT'] });
    expect(screen.getByTestId('chat-off').textContent).toContain('Your parent has turned off guild chat');
    server('guild:chat_state', { chatOffBy: [] });
    expect((screen.getByLabelText('Message') as HTMLInputElement).disabled).toBe(false);
    expect(screen.queryByTestId('chat-off')).toBeNull();
  });
});

describe("the leader's reported messages", { timeout: 30_000 }, () => {
  setUpPageTests();
  beforeEach(() => {
    fake.listeners.clear();
    fake.emitted.length = 0;
  });

  it('asks for the list, shows each report and sends the review', async () => {
    render(<ReportedMessages guildId="g1" />);
    expect(fake.emitted).toContainEqual(['guild:reports', { guildId: 'g1' }]);
    server('guild:reports_list', { guildId: 'g1', reports: [{ message: msg('m1', 'bob', 'bob', 'nobody likes you'), reportCount: 2, reportedAt: '2026-11-28T10:05:00.000Z' }] });
    const list = screen.getByRole('list', { name: 'Reported messages' });
    expect(within(list).getByText('nobody likes you')).toBeTruthy();
    expect(within(list).getByText('reported 2 times')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove message from bob' }));
    expect(fake.emitted).toContainEqual(['guild:review', { guildId: 'g1', messageId: 'm1', action: 'REMOVE' }]);
    server('guild:reports_list', { guildId: 'g1', reports: [] });
    expect(screen.getByText('No reported messages.')).toBeTruthy();
    expect(screen.getByText('Message from bob removed')).toBeTruthy();
  });
});
