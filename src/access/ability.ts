import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import type { UserInfo } from '@/data/contract';
import { actionRules, areasOf } from './rules';
import type { Action, Subject } from './subjects';

export type AppAbility = MongoAbility<[Action, Subject]>;

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

// The boot's list prefetch and the ability provider ask for the same user's ability.
const built = new WeakMap<UserInfo, AppAbility>();

function buildAbility(user: UserInfo): AppAbility {
  const rules: RawRuleOf<AppAbility>[] = [];
  for (const subject of areasOf(user.roles)) rules.push({ action: 'manage', subject });
  // Named rights: granted where they allow, withdrawn where they do not (they refine 'manage').
  for (const rule of actionRules) {
    rules.push({ action: rule.action, subject: rule.subject, inverted: !rule.allows(user) });
  }
  return createMongoAbility<AppAbility>(rules);
}
