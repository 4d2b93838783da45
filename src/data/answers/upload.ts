import { uploadEndpoint } from '../contract';
import type { HandWrittenAnswer } from '../handWrittenAnswers';
import { normaliseRecord, type RecordShape } from '../normalise';

/** What an upload answers (assumed): the stored file's address. */
export const uploadShape: RecordShape = { url: 'text' };

/** `POST /common/upload`: one file as `multipart/form-data` field `file` (src/scaffolds/fields). */
export const uploadAnswer: HandWrittenAnswer = {
  endpoint: uploadEndpoint,
  answer: 'record',
  shape: uploadShape,
  required: ['url'],
  multipart: true,
  sends: { file: { required: true, type: 'binary' } },
};

/** The address an upload's answer gives, read through its shape; undefined when it gives none. */
export function uploadedUrl(data: unknown): string | undefined {
  const url = normaliseRecord(uploadShape, data)?.url;
  return typeof url === 'string' ? url : undefined;
}
