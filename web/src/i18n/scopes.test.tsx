// @vitest-environment jsdom
import { act, cleanup, configure, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguage } from '../stores/language';
import { resetStores } from '../testing/test-utils';
import { I18nProvider } from './i18n-provider';
import { loadedScope, loadScope } from './scopes';
import { useI18n } from './use-i18n';
import { withScopes } from './with-scopes';

// A catalogue chunk loads in its own time on a busy machine: wait for it as long as it takes (bounded).
configure({ asyncUtilTimeout: 10_000 });

/** A screen of the classes scope: its title from the scope, the back link from the core catalogue. */
function ClassesTitle() {
  const intl = useI18n('classes');
  return (
    <>
      <h1>{intl.formatMessage({ id: 'classes.title' })}</h1>
      <p>{intl.formatMessage({ id: 'shell.back.home' })}</p>
    </>
  );
}

describe("a screen's message scope", () => {
  beforeEach(() => {
    resetStores();
    useLanguage.setState({ locale: 'en' });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('reads its scope and the core catalogue, and follows a change of language (waiting for the new scope)', async () => {
    render(
      <I18nProvider>
        <Suspense fallback={<p>loading</p>}>
          <ClassesTitle />
        </Suspense>
      </I18nProvider>,
    );
    expect((await screen.findByRole('heading')).textContent).toBe('My Classes');
    expect(screen.getByText('Back to Home')).toBeTruthy();

    act(() => useLanguage.getState().choose('es-US'));
    expect((await screen.findByRole('heading', { name: 'Mis clases' })).textContent).toBe('Mis clases');
    expect(screen.queryByText('Back to Home')).toBeNull();
  });

  it('starts loading the scopes a route names beside its page, so the page draws without waiting', async () => {
    useLanguage.setState({ locale: 'es-US' });
    expect(loadedScope('teacher', 'es-US')).toBeUndefined();
    const page = await withScopes(['teacher'], async () => ({ default: 'page' }))();
    expect(page.default).toBe('page');
    expect(loadedScope('teacher', 'es-US')).toBeDefined();
  });

  it('loads a scope once however many screens ask for it', async () => {
    const first = loadScope('pets', 'en');
    expect(loadScope('pets', 'en')).toBe(first);
    await first;
  });
});
