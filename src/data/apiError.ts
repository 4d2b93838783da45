import type { Service } from './contract';

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
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
