import { subject as asRecordOf } from '@casl/ability';
import type { AppAbility } from './ability';
import type { Action, Subject } from './subjects';

/**
 * May the user do this operation in this area? With a record, the rule's record conditions apply
 * (a BD member updates the clients whose `bdId` is its adminId); without one, the answer is
 * whether the user may do it on some record (the button of a list header, a batch action before
 * rows are chosen). Every button and the data provider's guard ask this.
 */
export function canDo(
  ability: AppAbility,
  action: Action,
  subjectName: Subject,
  record?: Record<string, unknown> | null,
): boolean {
  if (!record) return ability.can(action, subjectName);
  // subject() marks the object it is given: mark a copy, never the caller's (maybe frozen) row.
  return ability.can(action, asRecordOf(subjectName, { ...record }));
}
