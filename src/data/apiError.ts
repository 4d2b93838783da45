import { REFUSED_FIELD, type Service } from './contract';

/**
 * The field a refusal is about, where the answer names it (`data.field`, assumed: e.g.
 * `{ code: 10743, msg: '退款金额：…', data: { field: 'refundAmount' } }`); null otherwise.
 */
function refusedField(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const field = (data as Record<string, unknown>)[REFUSED_FIELD];
  return typeof field === 'string' && field !== '' ? field : null;
}

/**
 * A rejected call: a non-success envelope, an HTTP failure, a timeout, a network error or an
 * answer that is no envelope at all (`malformed`); or
 * `denied`: refused by the data provider's access guard before anything was sent.
 */
export class ApiError extends Error {
  readonly code: number | null;
  readonly service: Service;
  readonly kind: 'envelope' | 'http' | 'timeout' | 'network' | 'malformed' | 'denied';
  readonly data: unknown;
  /**
   * Refine's server-side validation (`HttpError.errors`): a refusal about one field, by the
   * field's name, with its message. Every form of the console (Refine's antd forms) shows it
   * under that field, beside its label.
   */
  readonly errors?: Readonly<Record<string, string[]>>;

  constructor(init: {
    message: string;
    service: Service;
    kind: ApiError['kind'];
    code?: number | null;
    data?: unknown;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.service = init.service;
    this.kind = init.kind;
    this.code = init.code ?? null;
    this.data = init.data;
    const field = refusedField(init.data);
    if (field) this.errors = { [field]: [init.message] };
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
