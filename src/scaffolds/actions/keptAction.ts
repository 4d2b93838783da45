import type { ActionDef, ResourceDef } from '@/engine/types';
import { actionDraftKey, readDraft, removeDraft } from '@/auth/formDrafts';
import { rowActionsOf } from './actionModel';

type Row = Record<string, unknown>;

/**
 * The action form that was open on this resource's records as the session ended, for this user:
 * which action, on which record, and the values typed. Taking it removes its draft. Loaded only
 * when such a draft is there (useActionRunner).
 */
export function takeKeptAction(
  adminId: unknown,
  resource: ResourceDef,
): { name: string; action: ActionDef; record: Row; kept: Row } | null {
  const key = actionDraftKey(adminId, resource.name);
  const draft = key ? readDraft(key) : null;
  const found = rowActionsOf(resource).find(([name]) => name === draft?.action);
  if (!key || !draft?.restore || !draft.record || !found) return null;
  removeDraft(key);
  return { name: found[0], action: found[1], record: draft.record, kept: draft.values };
}
