import { mainApi } from '@/data';
import { poppedWarningShape } from '@/data/answers/riskPopup';
import { normaliseList } from '@/data/normalise';

export const RISK_POPUP_ENDPOINT = 'GET /risk/adminPopupRisk';
export const RISK_DETAILS_ENDPOINT = 'GET /risk/details?id';

/** A risk warning as the popup shows it. */
export interface PoppedWarning {
  id: string;
  title: string;
  content: string;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The warnings of the popup answer, read through their declared shape (src/data/answers): a list
 * (or `{ list }`) of records with an id; anything else is no warning.
 */
export function poppedWarnings(answer: unknown): PoppedWarning[] {
  return normaliseList(poppedWarningShape, answer).list.flatMap((record) => {
    const id = record.id === undefined ? '' : String(record.id);
    return id ? [{ id, title: textOf(record.title), content: textOf(record.content) }] : [];
  });
}

/** The unread warnings meant for the signed-in user (quiet: a failure shows no popup). */
export const fetchPoppedWarnings = () =>
  mainApi.call<unknown>(RISK_POPUP_ENDPOINT, undefined, true).then(poppedWarnings);

/** Reading a warning is asking for its details: the backend records the reader. */
export const readWarning = (id: string) => mainApi.call<unknown>(RISK_DETAILS_ENDPOINT, { id });
