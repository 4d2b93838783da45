import { mainApi } from '@/data';

export const RISK_POPUP_ENDPOINT = 'GET /risk/adminPopupRisk';
export const RISK_DETAILS_ENDPOINT = 'GET /risk/details?id';

/** A risk warning as the popup shows it. */
export interface PoppedWarning {
  id: string;
  title: string;
  content: string;
}

const textOf = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/**
 * The warnings of the popup answer, read defensively: a list (or `{ list }`) of records with an
 * id; anything else is no warning.
 */
export function poppedWarnings(answer: unknown): PoppedWarning[] {
  const rows = Array.isArray(answer)
    ? answer
    : answer !== null && typeof answer === 'object'
      ? (answer as { list?: unknown }).list
      : undefined;
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: unknown) => {
    if (row === null || typeof row !== 'object') return [];
    const record = row as Record<string, unknown>;
    const id = textOf(record.id);
    return id ? [{ id, title: textOf(record.title), content: textOf(record.content) }] : [];
  });
}

/** The unread warnings meant for the signed-in user (quiet: a failure shows no popup). */
export const fetchPoppedWarnings = () =>
  mainApi.call<unknown>(RISK_POPUP_ENDPOINT, undefined, true).then(poppedWarnings);

/** Reading a warning is asking for its details: the backend records the reader. */
export const readWarning = (id: string) => mainApi.call<unknown>(RISK_DETAILS_ENDPOINT, { id });
