import '@ant-design/v5-patch-for-react-19';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { abilityFor } from '@/access/ability';
import { canOpen } from '@/access/routeAccess';
import { App } from '@/app/App';
import '@/app/declarations';
import { draftKey, writeDraft } from '@/auth/formDrafts';
import { session } from '@/auth/session';
import { checkBounds } from '@/engine/fieldBounds';
import type { SchemaDef } from '@/engine/types';
import { toFormValues, toPayload } from '@/scaffolds/formValues';
import { formFields } from '@/scaffolds/schemaFields';
import { collection } from '@demo-backend/engine/collections';
import { getStore } from '@demo-backend/store';
import { createDemoAccounts } from '@demo-backend/users';
import { allResources } from '../../resources';
import { setupFixtureBackend } from '../support/fixtureBackend';
import { loginAs } from '../unit/mocks/client';

/**
 * Every declared create form sends one create for a double click on its save, however long the
 * first takes: walked generically over the resources with a create form on a list of their own
 * (one step; the step forms are stepForms.test.tsx's). Each form is filled with a record of the
 * demo's, given back as the draft a session's end keeps (src/auth/formDrafts.ts); the create is
 * held until both clicks are in.
 */
const { server } = setupFixtureBackend([], {});
const accounts = createDemoAccounts();

// The admin's forms: every create form but a reseller's own (its wallet top-up and payment),
// whose pages the admin may not open.
const admin = accounts.find((account) => account.username === 'admin')!;

/** A record of the demo's that the form takes as it is (within every field's bounds). */
const validRecord = (schema: SchemaDef) =>
  collection(getStore(), schema.entity).find((record) =>
    formFields(schema, 'create').every(([name, field]) => !checkBounds(field, record[name])),
  );

const creatable = allResources.filter(
  (resource) =>
    resource.schema &&
    resource.crud?.create &&
    resource.endpoints?.create &&
    resource.route &&
    !resource.route.includes(':') &&
    !resource.form?.steps &&
    canOpen(abilityFor(admin.info), admin.info, resource) &&
    abilityFor(admin.info).can('create', resource.subject as never) &&
    validRecord(resource.schema) !== undefined,
);

let release: () => void = () => undefined;
// The console's code and texts loaded once, by a first list, before the forms are timed by
// their waits.
beforeAll(async () => {
  session.setToken(await loginAs('admin'));
  window.history.pushState({}, '', '/option/currency');
  render(<App />);
  await screen.findByText(/共 \d+ 条/);
  cleanup();
}, 60000);
afterEach(() => {
  release();
  localStorage.clear();
});

describe('every create form sends one create for a double click', () => {
  it('walks the declared create forms', () => {
    expect(creatable.length).toBeGreaterThan(5);
  });

  it.each(creatable.map((resource) => [resource.name, resource] as const))(
    '%s',
    async (_name, resource) => {
      const schema = resource.schema!;
      session.clear();
      session.setToken(await loginAs('admin'));
      const [method, path] = resource.endpoints!.create!.split(' ');
      // The create is held until released: both clicks come while it is on its way.
      const sent: string[] = [];
      const held = new Promise<void>((resolve) => (release = resolve));
      server.use(
        http[method.toLowerCase() as 'post'](new RegExp(`${path}$`), async ({ request }) => {
          sent.push(request.url);
          await held;
          return undefined as never;
        }),
      );
      const record = validRecord(schema)!;
      const values = toPayload(schema, 'create', toFormValues(schema, 'create', record));
      writeDraft(draftKey(admin.info.adminId, resource.name, 'create', null)!, {
        savedAt: Date.now(),
        step: 0,
        values,
        restore: true,
      });
      const user = userEvent.setup();
      window.history.pushState({}, '', `${resource.route}?drawer=create`);
      render(<App />);
      const drawer = within(
        await screen.findByRole('dialog').catch(() => {
          throw new Error(`${document.title}: ${document.body.textContent?.slice(0, 400)}`);
        }),
      );
      await user.dblClick(await drawer.findByRole('button', { name: /保\s?存|Save/ }));
      // Sent once: a refusal of the form would say why here.
      await waitFor(() =>
        expect({
          sent: sent.length,
          refused: [...document.querySelectorAll('.ant-form-item-explain-error')].map(
            (node) => node.textContent,
          ),
        }).toEqual({ sent: 1, refused: [] }),
      );
      await user.click(drawer.getByRole('button', { name: /保\s?存|Save/ }));
      expect(sent).toHaveLength(1);
      release();
      cleanup();
    },
    60000,
  );
});
