import '@ant-design/v5-patch-for-react-19';
import { Refine, useWarnAboutChange, type DataProvider } from '@refinedev/core';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { UnsavedChangesNotifier } from '@/app/UnsavedChangesNotifier';
import { changeLanguage } from '@/i18n';

const noData = {} as DataProvider;

function Shell() {
  return (
    // No motion: jsdom runs no CSS animations, so a closing dialog would never finish closing.
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App component={false}>
        <Refine
          dataProvider={noData}
          options={{ disableTelemetry: true, warnWhenUnsavedChanges: true }}
        >
          <UnsavedChangesNotifier />
          <Outlet />
        </Refine>
      </App>
    </ConfigProvider>
  );
}

function FormPage() {
  const { setWarnWhen } = useWarnAboutChange();
  return (
    <>
      <h1>The form</h1>
      <button type="button" onClick={() => setWarnWhen(true)}>
        Type something
      </button>
      <Link to="/list">To the list</Link>
      <Link to="/form?tab=2">Another tab</Link>
    </>
  );
}

/** A history of /list then /form (Back leads to the list). */
function mount() {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/list', element: <h1>The list</h1> },
          { path: '/form', element: <FormPage /> },
          { path: '/login', element: <h1>Log in</h1> },
        ],
      },
    ],
    { initialEntries: ['/list', '/form'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const where = (router: ReturnType<typeof mount>) =>
  `${router.state.location.pathname}${router.state.location.search}`;
const question = () => screen.queryByText('Your changes have not been saved. Leave anyway?');
/** The dialog that asks, in the interface's language. */
async function asked() {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Unsaved changes');
  expect(dialog).toHaveTextContent('Your changes have not been saved. Leave anyway?');
}

beforeEach(() => changeLanguage('en'));
afterEach(() => cleanup());

describe('the unsaved-changes notifier', () => {
  it('asks before following a link from a dirty form: stay keeps the page, leave goes', async () => {
    const user = userEvent.setup();
    const router = mount();
    await user.click(screen.getByRole('button', { name: 'Type something' }));
    await user.click(screen.getByRole('link', { name: 'To the list' }));
    await asked();
    expect(where(router)).toBe('/form');

    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(question()).not.toBeInTheDocument());
    expect(where(router)).toBe('/form');
    expect(screen.getByRole('heading', { name: 'The form' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'To the list' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeInTheDocument();
    expect(where(router)).toBe('/list');
  });

  it('asks on a change of the query too', async () => {
    const user = userEvent.setup();
    const router = mount();
    await user.click(screen.getByRole('button', { name: 'Type something' }));
    await user.click(screen.getByRole('link', { name: 'Another tab' }));
    await asked();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(where(router)).toBe('/form?tab=2'));
  });

  it('holds the browser Back button the same way', async () => {
    const user = userEvent.setup();
    const router = mount();
    await user.click(screen.getByRole('button', { name: 'Type something' }));

    await act(() => router.navigate(-1));
    await asked();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(question()).not.toBeInTheDocument());
    expect(where(router)).toBe('/form');

    await act(() => router.navigate(-1));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeInTheDocument();
    expect(where(router)).toBe('/list');
  });

  it('asks once while held, however often the router hands the blocker out anew', async () => {
    const user = userEvent.setup();
    const router = mount();
    await user.click(screen.getByRole('button', { name: 'Type something' }));
    await user.click(screen.getByRole('link', { name: 'To the list' }));
    await asked();
    const dialog = screen.getByRole('dialog');
    // Another attempt while the question is open (Back pressed again): held, and the question
    // stays the one on screen (asked anew, the one being answered would be closing).
    await act(() => router.navigate(-1));
    await act(() => router.navigate('/form?tab=2'));
    expect(screen.getByRole('dialog')).toBe(dialog);
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(question()).not.toBeInTheDocument());
    expect(where(router)).toBe('/form');
  });

  it('asks again for a Back held right after "stay", before the answer was drawn', async () => {
    const user = userEvent.setup();
    const router = mount();
    await user.click(screen.getByRole('button', { name: 'Type something' }));
    await act(() => router.navigate(-1));
    await asked();
    const stay = screen.getByRole('button', { name: 'Stay' });
    // The answer and the next Back in one go: React draws the second hold, never the reset.
    await act(async () => {
      stay.click();
      await router.navigate(-1);
    });
    await asked();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeInTheDocument();
    expect(where(router)).toBe('/list');
  });

  it('asks nothing when nothing is dirty, and nothing again once left', async () => {
    const user = userEvent.setup();
    const router = mount();
    await user.click(screen.getByRole('link', { name: 'To the list' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeInTheDocument();
    expect(question()).not.toBeInTheDocument();

    await act(() => router.navigate('/form'));
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeInTheDocument();
    expect(question()).not.toBeInTheDocument();
  });

  it('lets the session end go to /login without asking (the page is gone anyway)', async () => {
    const user = userEvent.setup();
    const router = mount();
    await user.click(screen.getByRole('button', { name: 'Type something' }));
    await act(() => router.navigate('/login?reason=expired', { replace: true }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(question()).not.toBeInTheDocument();
  });

  it("keeps the browser's own prompt for closing or reloading the tab", async () => {
    const user = userEvent.setup();
    mount();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Type something' }));
    expect(unload()).toBe(true);
  });
});
