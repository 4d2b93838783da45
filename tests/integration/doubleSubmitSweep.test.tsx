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
import type { ResourceDef, SchemaDef } from '@/engine/types';
import { stepsOf } from '@/scaffolds/forms/formSteps';
import { toFormValues, toPayload } from '@/scaffolds/formValues';
import { formFields, formOptions } from '@/scaffolds/schemaFields';
import { collection } from '@demo-backend/engine/collections';
import { getStore } from '@demo-backend/store';
import { createDemoAccounts, type DemoAccount } from '@demo-backend/users';
import { allResources } from '../../resources';
import { setupFixtureBackend } from '../support/fixtureBackend';
import { loginAs } from '../unit/mocks/client';

/**
 * Every declared create form sends one create for a double click on its save (a step form: on its
 * review's submit), however long the first takes: walked generically over the resources with a
 * create form on a list of their own, the admin's and the reseller's own (its pages the admin may
 * not open). Each form is filled with a record of the demo's, given back as the draft a session's
 * end keeps (src/auth/formDrafts.ts; a step form's at its review); the create is held until both
 * clicks are in.
 */
const { server } = setupFixtureBackend([], {});
const accounts = createDemoAccounts();
const account = (username: string) => accounts.find((item) => item.username === username)!;

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);

/** A record of the demo's that the form takes as it is (within every field's bounds). */
const validRecord = (schema: SchemaDef) =>
  collection(getStore(), schema.entity).find((record) =>
    formFields(schema, 'create').every(
      ([name, field]) =>
        !checkBounds(field, record[name]) &&
        !(formOptions(field)?.required === true && isEmpty(record[name])),
    ),
  );

/** The create forms a user opens from a list of their own, filled from a demo record. */
const creatableBy = ({ info }: DemoAccount) =>
  allResources.filter(
    (resource) =>
      resource.schema &&
      resource.crud?.create &&
      resource.endpoints?.create &&
      resource.route &&
      !resource.route.includes(':') &&
      canOpen(abilityFor(info), info, resource) &&
      abilityFor(info).can('create', resource.subject as never) &&
      validRecord(resource.schema) !== undefined,
  );

const admin = account('admin');
const reseller = account('reseller');
const adminForms = creatableBy(admin);
// The reseller's own: the forms of its pages (the admin walks the ones they share).
const resellerForms = creatableBy(reseller).filter((resource) => !adminForms.includes(resource));
const walked = [
  ...adminForms.map((resource) => [`admin: ${resource.name}`, admin, resource] as const),
  ...resellerForms.map((resource) => [`reseller: ${resource.name}`, reseller, resource] as const),
];
const stepped = (resource: ResourceDef) => Boolean(resource.form?.steps);

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
  it('walks the declared create forms: one-step and step forms, the admin’s and the reseller’s', () => {
    expect(adminForms.filter((resource) => !stepped(resource)).length).toBeGreaterThan(5);
    expect(walked.filter(([, , resource]) => stepped(resource)).length).toBeGreaterThan(0);
    expect(resellerForms.length).toBeGreaterThan(0);
  });

  it.each(walked)(
    '%s',
    async (_name, user, resource) => {
      const schema = resource.schema!;
      session.clear();
      session.setToken(await loginAs(user.username));
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
      writeDraft(draftKey(user.info.adminId, resource.name, 'create', null)!, {
        savedAt: Date.now(),
        // A step form's draft at its review, where it is sent from.
        step: stepsOf(resource, 'create').length,
        values,
        restore: true,
      });
      const clicks = userEvent.setup();
      window.history.pushState({}, '', `${resource.route}?drawer=create`);
      render(<App />);
      const drawer = within(
        await screen.findByRole('dialog').catch(() => {
          throw new Error(`${document.title}: ${document.body.textContent?.slice(0, 400)}`);
        }),
      );
      const save = stepped(resource) ? /提\s?交|Submit/ : /保\s?存|Save/;
      await clicks.dblClick(await drawer.findByRole('button', { name: save }));
      // Sent once: a refusal of the form would say why here.
      await waitFor(() =>
        expect({
          sent: sent.length,
          refused: [...document.querySelectorAll('.ant-form-item-explain-error')].map(
            (node) => node.textContent,
          ),
        }).toEqual({ sent: 1, refused: [] }),
      );
      await clicks.click(drawer.getByRole('button', { name: save }));
      expect(sent).toHaveLength(1);
      release();
      cleanup();
    },
    60000,
  );
});
