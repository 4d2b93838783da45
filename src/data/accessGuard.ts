import type { DataProvider, MetaQuery } from '@refinedev/core';
import type { Action, Subject } from '@/access/subjects';
import { ApiError } from './apiError';
import type { Service } from './contract';

type Row = Record<string, unknown>;

/** What the guard needs; injected so it can be tested alone (and CASL loads with the console). */
export interface AccessGuardDeps {
  /**
   * May the signed-in user do this operation in this area (on this record, when given)? The app
   * answers with `canDo(abilityFor(session.getUser()), …)`.
   */
  allows(action: Action, subject: Subject, record?: Row): boolean | Promise<boolean>;
  /** The area (CASL subject) of a declared resource; undefined for anything else. */
  subjectOf(resource: string): Subject | undefined;
  /** The service a declared resource calls (for the error); 'main' by default. */
  serviceOf?(resource: string): Service | undefined;
  /** Shows the refusal: the error catalogue's toast, with its 3 s dedupe. */
  showError(message: string): void;
  /** The translated refusal. */
  message(): string;
}

/**
 * Keys of `meta` the guard reads:
 * - `operation`: the CASL action of an update or a custom call (a declared action's name or its
 *   `ability`, e.g. `'updateLabel'`); reads, creates and deletes are always `read`, `create` and
 *   `delete`;
 * - `record`: the record the call acts on, so that its conditions apply (a BD member may update
 *   only the clients whose `bdId` is its own);
 * - `resource`: for `custom` calls, the declared resource whose area is checked.
 */
export interface GuardMeta {
  operation?: Action;
  record?: Row;
  resource?: string;
}

const recordOf = (meta: MetaQuery | undefined): Row | undefined => {
  const record = (meta as GuardMeta | undefined)?.record;
  return record && typeof record === 'object' ? record : undefined;
};

/**
 * The data provider, refusing before anything is sent what the signed-in user may not do:
 * getList/getOne/getMany read the area, create(Many) creates, update(Many) updates (or runs
 * `meta.operation`), deleteOne/Many deletes, custom runs `meta.operation` on `meta.resource`'s
 * area; `meta.record` makes the record's conditions apply. A refusal shows the translated message
 * through the error catalogue and rejects with an `ApiError` of kind `'denied'`. Resources that
 * are not declared (and custom calls that name no resource or operation) pass unchecked: the
 * rules only know declared areas.
 */
export function withAccessGuard(provider: DataProvider, deps: AccessGuardDeps): DataProvider {
  async function check(
    resource: string | undefined,
    action: Action,
    meta: MetaQuery | undefined,
  ): Promise<void> {
    const subject = resource ? deps.subjectOf(resource) : undefined;
    if (!resource || !subject) return;
    const record = recordOf(meta);
    if (await deps.allows(action, subject, record)) return;
    const message = deps.message();
    deps.showError(message);
    throw new ApiError({
      message,
      service: deps.serviceOf?.(resource) ?? 'main',
      kind: 'denied',
      data: { resource, subject, action },
    });
  }

  const update = (meta: MetaQuery | undefined): Action => {
    const operation = (meta as GuardMeta | undefined)?.operation;
    return typeof operation === 'string' && operation ? operation : 'update';
  };

  const guarded: DataProvider = {
    ...provider,
    getList: async (params) => {
      await check(params.resource, 'read', params.meta);
      return provider.getList(params);
    },
    getOne: async (params) => {
      await check(params.resource, 'read', params.meta);
      return provider.getOne(params);
    },
    create: async (params) => {
      await check(params.resource, 'create', params.meta);
      return provider.create(params);
    },
    update: async (params) => {
      await check(params.resource, update(params.meta), params.meta);
      return provider.update(params);
    },
    deleteOne: async (params) => {
      await check(params.resource, 'delete', params.meta);
      return provider.deleteOne(params);
    },
  };
  // The optional methods, when the provider has them.
  const { getMany, createMany, updateMany, deleteMany, custom } = provider;
  if (getMany) {
    guarded.getMany = async (params) => {
      await check(params.resource, 'read', params.meta);
      return getMany(params);
    };
  }
  if (createMany) {
    guarded.createMany = async (params) => {
      await check(params.resource, 'create', params.meta);
      return createMany(params);
    };
  }
  if (updateMany) {
    guarded.updateMany = async (params) => {
      await check(params.resource, update(params.meta), params.meta);
      return updateMany(params);
    };
  }
  if (deleteMany) {
    guarded.deleteMany = async (params) => {
      await check(params.resource, 'delete', params.meta);
      return deleteMany(params);
    };
  }
  if (custom) {
    guarded.custom = async (params) => {
      const meta = params.meta as GuardMeta | undefined;
      if (meta?.operation) await check(meta.resource, meta.operation, params.meta);
      return custom(params);
    };
  }
  return guarded;
}
