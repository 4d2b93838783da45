/**
 * The forms on screen, so that nothing typed is lost: each open form registers whether it holds
 * unsaved input and how to keep it as a draft. A session's end keeps every one (its drafts are
 * restored after logging in again as the same user); a new version waits for none to be dirty
 * before it reloads. Kept tiny: it loads with the app, the forms' own code with the forms.
 */
export interface OpenForm {
  /** Whether it holds input that has not been saved. */
  dirty(): boolean;
  /** Writes its draft (for its user) to the browser, to be restored after the next login. */
  keep(): void;
}

const openForms = new Set<OpenForm>();

/** Registers a form while it is open; returns the function that unregisters it. */
export function registerOpenForm(form: OpenForm): () => void {
  openForms.add(form);
  return () => openForms.delete(form);
}

/** Keeps every open form's unsaved input (called as the session ends, before it is cleared). */
export function saveOpenForms(): void {
  for (const form of openForms) if (form.dirty()) form.keep();
}

/** Whether any open form holds unsaved input. */
export function hasUnsavedInput(): boolean {
  return [...openForms].some((form) => form.dirty());
}
