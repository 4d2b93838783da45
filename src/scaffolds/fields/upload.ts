/**
 * Upload limits (SPEC §5, §9): images jpg/png up to 500 kB; documents jpg, png, jpeg or pdf;
 * spreadsheets xlsx only.
 */
export type UploadKind = 'image' | 'document' | 'spreadsheet';

export const IMAGE_MAX_BYTES = 500 * 1024;

const IMAGE_TYPES = ['image/jpeg', 'image/png'];
const DOCUMENT_EXTENSIONS = ['jpg', 'png', 'jpeg', 'pdf'];
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'];

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/** Why a file is refused ('type' or 'size'), or null when it may be uploaded. */
export function uploadProblem(
  file: { name: string; type: string; size: number },
  accept: UploadKind,
): 'type' | 'size' | null {
  const extension = extensionOf(file.name);
  if (accept === 'image') {
    if (!IMAGE_TYPES.includes(file.type) && !IMAGE_EXTENSIONS.includes(extension)) return 'type';
    if (file.size > IMAGE_MAX_BYTES) return 'size';
    return null;
  }
  if (accept === 'spreadsheet') return extension === 'xlsx' ? null : 'type';
  return DOCUMENT_EXTENSIONS.includes(extension) ? null : 'type';
}

const ACCEPT: Record<UploadKind, string> = {
  image: '.jpg,.jpeg,.png',
  document: '.jpg,.jpeg,.png,.pdf',
  spreadsheet: '.xlsx',
};
export const acceptAttribute = (accept: UploadKind) => ACCEPT[accept];

/** A file of an upload field still being sent: saving waits for it (see `uploadDoneRule`). */
export class PendingUpload {
  constructor(readonly name: string) {}
}

/** The URLs an upload field's value holds: one URL, several, or none (backends vary). */
export function uploadedUrls(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  return items.filter((item): item is string => typeof item === 'string' && item !== '');
}

export const isPendingUpload = (value: unknown): boolean =>
  value instanceof PendingUpload ||
  (Array.isArray(value) && value.some((item) => item instanceof PendingUpload));

/** Whether a URL is a pdf (by its extension). */
export const isPdfUrl = (url: string) => /\.pdf($|[?#])/i.test(url);
