import {
  createMongoAbility,
  type ForcedSubject,
  type MongoAbility,
  type RawRuleOf,
} from '@casl/ability';
import type { UserInfo } from '@/data/contract';
import { actionRules, areaRulesOf, operationRulesOf } from './rules';
import type { Action, Subject } from './subjects';

/** Checks name an area (`'Client'`) or a record of it (`subject('Client', row)`, see can.ts). */
export type AppAbility = MongoAbility<[Action, Subject | ForcedSubject<Subject>]>;

/**
 * The ability of a user, built once per identity: every check after that is a synchronous lookup,
 * so a table of 100 rows costs no request.
 */
export function abilityFor(user: UserInfo | null): AppAbility {
  if (!user) return createMongoAbility<AppAbility>([]);
  let ability = built.get(user);
  if (!ability) {
    ability = buildAbility(user);
    built.set(user, ability);
  }
  return ability;
}

// The boot's list prefetch, the ability provider and the data provider's guard ask for the same
// user's ability.
const built = new WeakMap<UserInfo, AppAbility>();

/**
 * The CASL rules of a user, from rules.ts: `read` per area (with the records it narrows to, when a
 * rule says), then every granted operation.
 */
export function rawRulesOf(user: UserInfo): RawRuleOf<AppAbility>[] {
  const rules: RawRuleOf<AppAbility>[] = [];
  for (const rule of areaRulesOf(user)) {
    const conditions = rule.when?.(user) ?? null;
    rules.push({
      action: 'read',
      subject: [...rule.subjects],
      ...(conditions ? { conditions } : {}),
    });
  }
  for (const rule of operationRulesOf(user)) {
    const conditions = rule.when?.(user) ?? null;
    rules.push({
      action: [...rule.actions],
      subject: [...rule.subjects],
      ...(conditions ? { conditions } : {}),
    });
  }
  for (const rule of actionRules) {
    if (rule.allows(user)) rules.push({ action: rule.action, subject: rule.subject });
  }
  return rules;
}

function buildAbility(user: UserInfo): AppAbility {
  return createMongoAbility<AppAbility>(rawRulesOf(user));
}
