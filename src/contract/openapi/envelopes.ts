import {
  FRIENDLY_REMINDER_CODE,
  defaultBaseUrls,
  headers,
  sessionEndCodes,
  successCodes,
  type Service,
} from '@/data/contract';
import type { JsonSchema } from './fieldSchemas';

/** The document's name of a service's schemas: `main` → `Main`. */
export const titleOf = (service: Service) => `${service[0].toUpperCase()}${service.slice(1)}`;

const codes = (set: ReadonlySet<number>) => [...set];

/** The server of a service: its base URL, which the env may change (a server variable). */
export function serverOf(service: Service) {
  const { url, env } = defaultBaseUrls[service];
  return {
    url: `{${service}Base}`,
    description: `the ${service} service`,
    variables: {
      [`${service}Base`]: { default: url, description: `set by ${env} (default ${url})` },
    },
  };
}

/** The envelope's success codes and errors of each service (SPEC §7, §8; src/data/contract.ts). */
export function envelopeSchemas(): Record<string, JsonSchema> {
  const schemas: Record<string, JsonSchema> = {};
  for (const service of ['main', 'admin'] as const) {
    const success = codes(successCodes[service]);
    const ending = codes(sessionEndCodes[service]);
    schemas[`${titleOf(service)}SuccessCode`] = {
      enum: success,
      description: `the ${service} service succeeds on ${success.join(', ')} (SPEC §7)`,
    };
    const handled = [
      `${ending.join(', ')}: the session ends (logout, /login)`,
      ...(service === 'admin' ? [`${FRIENDLY_REMINDER_CODE}: the friendly-reminder dialog`] : []),
      'any other: its msg is shown (a generic message when msg is not text)',
    ];
    schemas[`${titleOf(service)}Error`] = {
      type: 'object',
      required: ['code', 'msg'],
      properties: {
        code: { type: 'integer', not: { enum: success } },
        msg: { type: ['string', 'null'], description: 'shown to the user as it is' },
        data: {},
      },
      description: `a refusal of the ${service} service, sent with HTTP 200 (SPEC §8). ${handled.join('; ')}.`,
      'x-session-end-codes': ending,
      ...(service === 'admin' ? { 'x-friendly-reminder-code': FRIENDLY_REMINDER_CODE } : {}),
    };
  }
  return schemas;
}

/** A success envelope `{ code, msg, data }` of a service around an operation's data. */
export function successEnvelope(service: Service, data: JsonSchema | undefined): JsonSchema {
  return {
    type: 'object',
    required: data ? ['code', 'data'] : ['code'],
    properties: {
      code: { $ref: `#/components/schemas/${titleOf(service)}SuccessCode` },
      msg: { type: ['string', 'null'] },
      data: data ?? {},
    },
  };
}

/** The media type of a spreadsheet, as an export answers it. */
export const SHEET = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The answers of an operation: the envelope with HTTP 200 (success or refusal), or for a file
 * (`file`, its media type) the file itself and a refusal as the envelope; 401 ends the session.
 */
export function responsesOf(service: Service, data: JsonSchema | undefined, file?: string) {
  const error = { $ref: `#/components/schemas/${titleOf(service)}Error` };
  const json = {
    'application/json': { schema: { oneOf: [successEnvelope(service, data), error] } },
  };
  const binary = file && {
    [file]: { schema: { type: 'string', contentMediaType: 'application/octet-stream' } },
  };
  return {
    '200': {
      description: file
        ? 'the file, named by its Content-Disposition; a refusal comes as the envelope'
        : 'the envelope: a success code with data, or a refusal (SPEC §7, §8)',
      content: binary ? { ...binary, 'application/json': { schema: error } } : json,
    },
    '401': { description: 'ends the session, whatever the body' },
  };
}

/** The headers every call sends (src/data/contract.ts `headers`). */
export const securitySchemes = {
  token: {
    type: 'http',
    scheme: 'bearer',
    description: `${headers.token}: Bearer <the Admin-Token of the session>`,
  },
};
