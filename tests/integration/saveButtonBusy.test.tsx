import '@ant-design/v5-patch-for-react-19';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { setupFixtureBackend } from '../support/fixtureBackend';

const { server } = setupFixtureBackend([], {});

/** The first look at a page loads its parts; a busy machine takes a while (as ledger.test.tsx). */
const WAIT = { timeout: 30000 };

describe('the save button of a record opened again', () => {
  it('says it is saving only while it saves, not while the record it shows is fetched again', async () => {
    const user = userEvent.setup();
    window.history.pushState({}, '', '/news/edit/AP2024001');
    render(<App />);
    let drawer = within(await screen.findByRole('dialog', {}, WAIT));
    const title = (await drawer.findByLabelText('标题', {}, WAIT)) as HTMLInputElement;
    const shown = title.value;
    expect(shown).not.toBe('');
    await user.click(drawer.getByRole('button', { name: /取\s?消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The record is asked again as the form opens again; its answer is held back meanwhile.
    let release = () => undefined as void;
    const held = new Promise<void>((done) => (release = done));
    let asked = false;
    server.use(
      http.get('*/siteSend/getMessage/:id', async () => {
        asked = true;
        await held;
      }),
    );
    await user.click(await screen.findByRole('button', { name: /编\s?辑/ }, WAIT));
    drawer = within(await screen.findByRole('dialog', {}, WAIT));
    await waitFor(() => expect(asked).toBe(true));
    // What was shown before is there to work on, and saving it is offered as usual.
    expect(drawer.getByLabelText('标题')).toHaveValue(shown);
    const save = drawer.getByRole('button', { name: /保\s?存/ });
    expect(save).toBeEnabled();
    expect(save).not.toHaveClass('ant-btn-loading');
    release();
  }, 60000);
});
