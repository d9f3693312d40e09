// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { useSession } from '../../../stores/session';
import { buildUser, jsonResponse, renderAt, setUpPageTests } from '../../../testing/test-utils';
import RosterPage from './roster-page';

configure({ asyncUtilTimeout: 10_000 });
vi.mock('../../../lib/socket', () => ({ connectSocket: vi.fn(), disconnectSocket: vi.fn() }));

const emptyRoster = { classroomId: 'c1', classroomName: 'Room 4', signInCode: { code: null, enabled: false }, students: [] };
const student = { id: 's1', givenName: 'Maya', familyName: 'Kim', listName: 'Maya K.', grade: 5, username: 'mayak42', secret: 'sunny otter 42', createdAt: '2026-01-01T00:00:00.000Z' };
const ok = (data: unknown) => jsonResponse(200, { success: true, data });

const renderPage = () =>
  renderAt(
    <Routes>
      <Route path="/teacher/classrooms/:id/roster" element={<RosterPage />} />
    </Routes>,
    '/teacher/classrooms/c1/roster',
  );

describe('the class roster screen', () => {
  const fetchMock = setUpPageTests();
  beforeEach(() => useSession.setState({ user: buildUser({ role: 'TEACHER' }), isLoading: false, isInitialized: true }));
  afterEach(() => vi.restoreAllMocks());

  it('checks a pasted list first, names each problem row, and adds only the good rows when confirmed', async () => {
    fetchMock.mockResolvedValueOnce(ok(emptyRoster));
    renderPage();
    await screen.findByRole('heading', { name: 'Class roster: Room 4' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Paste a list'), 'Maya, Kim, 5{Enter}Bo, Brk, 12');
    fetchMock.mockResolvedValueOnce(
      ok({
        fileProblems: [],
        rows: [
          { line: 1, givenName: 'Maya', familyName: 'Kim', grade: '5', username: '', problems: [], action: 'CREATE', row: { givenName: 'Maya', familyName: 'Kim', grade: 5, username: null } },
          { line: 2, givenName: 'Bo', familyName: 'Brk', grade: '12', username: '', problems: ['Unknown grade "12": use 4 to 8'], action: null, row: null },
        ],
      }),
    );
    await user.click(screen.getByTestId('roster-check-paste'));
    const preview = await screen.findByTestId('roster-preview');
    // The text goes as UTF-8 bytes in base64; nothing is created yet.
    const previewCall = fetchMock.mock.calls[1]!;
    expect(previewCall[0]).toBe('/api/auth/classrooms/c1/roster/preview');
    expect(new TextDecoder().decode(Uint8Array.from(atob(JSON.parse(String(previewCall[1].body)).csvBase64), (c) => c.charCodeAt(0)))).toBe('Maya, Kim, 5\nBo, Brk, 12');
    expect(within(preview).getByTestId('roster-bad-row').textContent).toContain('Unknown grade "12": use 4 to 8');
    expect(screen.getByTestId('roster-problem-count').textContent).toBe('1 row has a problem and will not be added: lines 2.');

    fetchMock.mockResolvedValueOnce(ok({ created: 1, updated: 0, unchanged: 0, refused: [], roster: { ...emptyRoster, students: [student] } }));
    await user.click(screen.getByTestId('roster-confirm'));
    await waitFor(() => expect(screen.getByTestId('roster-status').textContent).toBe('1 created, 0 updated, 0 unchanged.'));
    expect(JSON.parse(String(fetchMock.mock.calls[2]![1].body))).toEqual({ students: [{ givenName: 'Maya', familyName: 'Kim', grade: 5, username: null }] });
    expect(screen.getByTestId('roster-secret').textContent).toBe('sunny otter 42');
    expect(screen.queryByTestId('roster-preview')).toBeNull();
  });

  it('turns the class code on and resets a secret after asking', async () => {
    fetchMock.mockResolvedValueOnce(ok({ ...emptyRoster, students: [student] }));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage();
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(ok({ code: 'ABCD-2345', enabled: true }));
    await user.click(await screen.findByTestId('roster-code-on'));
    await waitFor(() => expect(screen.getByTestId('roster-code').textContent).toBe('ABCD-2345 On'));
    fetchMock.mockResolvedValueOnce(ok({ ...student, secret: 'brave panda 17' }));
    await user.click(screen.getByRole('button', { name: 'Reset secret for Maya K.' }));
    await waitFor(() => expect(screen.getByTestId('roster-secret').textContent).toBe('brave panda 17'));
    expect(window.confirm).toHaveBeenCalledWith('Give Maya K. a new secret? The old one stops working and Maya K. is signed out.');
    expect(fetchMock.mock.calls[2]![0]).toBe('/api/auth/classrooms/c1/roster/s1/secret');
  });
});
