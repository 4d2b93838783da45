// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/data/apiError';
import { ErrorCatalogue, type ErrorEffects } from '@/data/errorCatalogue';

function setup() {
  const effects = {
    toast: vi.fn(),
    endSession: vi.fn(),
    friendlyReminder: vi.fn(),
    text: vi.fn((key: string) => `text:${key}`),
  } satisfies ErrorEffects;
  return { effects, catalogue: new ErrorCatalogue(effects) };
}

function thrown(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to throw');
}

describe('envelope', () => {
  it('returns data on the main service only for code 0', () => {
    const { catalogue, effects } = setup();
    expect(catalogue.unwrap('main', { code: 0, msg: '', data: { a: 1 } })).toEqual({ a: 1 });
    const error = thrown(() => catalogue.unwrap('main', { code: 200, msg: 'nope', data: null }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(200);
    expect(effects.toast).toHaveBeenCalledWith('nope');
  });

  it.each([200, 0, -4, -5, 200061])('admin service succeeds on %i', (code) => {
    const { catalogue, effects } = setup();
    expect(catalogue.unwrap('admin', { code, msg: '', data: 'ok' })).toBe('ok');
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('rejects other admin codes with the response message', () => {
    const { catalogue, effects } = setup();
    const error = thrown(() =>
      catalogue.unwrap('admin', { code: 500, msg: 'Server busy', data: null }),
    );
    expect(error.message).toBe('Server busy');
    expect(effects.toast).toHaveBeenCalledWith('Server busy');
  });

  it('falls back to the generic text when the message is empty', () => {
    const { catalogue, effects } = setup();
    thrown(() => catalogue.unwrap('main', { code: 1, msg: '  ', data: null }));
    expect(effects.toast).toHaveBeenCalledWith('text:generic');
  });
});

describe('session end', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([-201, -202])('main code %i logs out', (code) => {
    const { catalogue, effects } = setup();
    thrown(() => catalogue.unwrap('main', { code, msg: 'expired', data: null }));
    expect(effects.endSession).toHaveBeenCalledTimes(1);
  });

  it('main code 401 is an ordinary error', () => {
    const { catalogue, effects } = setup();
    thrown(() => catalogue.unwrap('main', { code: 401, msg: 'x', data: null }));
    expect(effects.endSession).not.toHaveBeenCalled();
  });

  it.each([401, -201, -202])('admin code %i logs out', (code) => {
    const { catalogue, effects } = setup();
    thrown(() => catalogue.unwrap('admin', { code, msg: 'expired', data: null }));
    expect(effects.endSession).toHaveBeenCalledTimes(1);
  });

  it('ignores logouts closer than 2 s apart', () => {
    const { catalogue, effects } = setup();
    catalogue.endSession();
    vi.advanceTimersByTime(1999);
    catalogue.endSession();
    expect(effects.endSession).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    catalogue.endSession();
    expect(effects.endSession).toHaveBeenCalledTimes(2);
  });

  it('does not ignore the end of a session started since the last one ended', () => {
    const { catalogue, effects } = setup();
    catalogue.endSession('first');
    catalogue.endSession('first');
    expect(effects.endSession).toHaveBeenCalledTimes(1);
    catalogue.endSession('second');
    expect(effects.endSession).toHaveBeenCalledTimes(2);
  });
});

describe('error toast dedupe', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('suppresses the same message for 3 s after it is shown, never a different one', () => {
    const { catalogue, effects } = setup();
    thrown(() => catalogue.unwrap('main', { code: 1, msg: 'first', data: null }));
    thrown(() => catalogue.unwrap('main', { code: 1, msg: 'second', data: null }));
    expect(effects.toast.mock.calls).toEqual([['first'], ['second']]);
    vi.advanceTimersByTime(2999);
    thrown(() => catalogue.unwrap('main', { code: 2, msg: 'first', data: null }));
    expect(effects.toast).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    thrown(() => catalogue.unwrap('main', { code: 1, msg: 'first', data: null }));
    expect(effects.toast).toHaveBeenCalledTimes(3);
    expect(effects.toast).toHaveBeenLastCalledWith('first');
  });
});

describe('answers that are not what the contract says', () => {
  it('reads a code sent as numeric text', () => {
    const { catalogue } = setup();
    expect(catalogue.unwrap('main', { code: '0', msg: '', data: 7 })).toBe(7);
  });

  it('shows the generic text when the message is not text', () => {
    const { catalogue, effects } = setup();
    const error = thrown(() => catalogue.unwrap('main', { code: 5, msg: { zh: 'x' }, data: null }));
    expect(error.message).toBe('text:generic');
    expect(effects.toast).toHaveBeenCalledWith('text:generic');
  });

  it('rejects an answer without a code as malformed, with its own message', () => {
    const { catalogue, effects } = setup();
    const error = thrown(() => catalogue.unwrap('main', { msg: 'ok', data: [] }));
    expect(error.kind).toBe('malformed');
    expect(effects.toast).toHaveBeenCalledWith('text:malformed');
  });
});

describe('session answers', () => {
  it('a -201 answering a call sent with an earlier token ends nothing and shows nothing', () => {
    const { catalogue, effects } = setup();
    const call = { sentWith: 'old', current: 'new' };
    thrown(() => catalogue.unwrap('main', { code: -201, msg: 'expired', data: null }, false, call));
    expect(effects.endSession).not.toHaveBeenCalled();
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('a -201 or a 401 answering a call sent without a token, in a tab signed out, ends nothing and shows nothing', () => {
    const { catalogue, effects } = setup();
    const signedOut = { sentWith: undefined, current: undefined, signedIn: false };
    thrown(() =>
      catalogue.unwrap('main', { code: -201, msg: 'expired', data: null }, false, signedOut),
    );
    thrown(() => catalogue.unauthorized('admin', false, signedOut));
    expect(effects.endSession).not.toHaveBeenCalled();
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('a -201 answering a call sent without a token while the tab still has its user ends the session', () => {
    const { catalogue, effects } = setup();
    // The token's cookie went, the page and its user are still there.
    const call = { sentWith: undefined, current: undefined, signedIn: true };
    thrown(() => catalogue.unwrap('main', { code: -201, msg: 'expired', data: null }, false, call));
    expect(effects.toast).toHaveBeenCalledWith('expired');
    expect(effects.endSession).toHaveBeenCalledTimes(1);
  });

  it('HTTP 401 ends the session in use, on either service', () => {
    const { catalogue, effects } = setup();
    const error = thrown(() =>
      catalogue.unauthorized('main', false, { sentWith: 'a', current: 'a' }),
    );
    expect(error.code).toBe(401);
    expect(effects.endSession).toHaveBeenCalledTimes(1);
    thrown(() => catalogue.unauthorized('admin', false, { sentWith: 'a', current: 'b' }));
    expect(effects.endSession).toHaveBeenCalledTimes(1);
  });
});

describe('friendly reminder', () => {
  it('admin code 600001 opens the dialog instead of a toast and rejects', () => {
    const { catalogue, effects } = setup();
    const error = thrown(() =>
      catalogue.unwrap('admin', { code: 600001, msg: 'Insufficient balance', data: null }),
    );
    expect(error.code).toBe(600001);
    expect(effects.friendlyReminder).toHaveBeenCalledWith('Insufficient balance');
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('600001 on the main service is an ordinary error', () => {
    const { catalogue, effects } = setup();
    thrown(() => catalogue.unwrap('main', { code: 600001, msg: 'x', data: null }));
    expect(effects.friendlyReminder).not.toHaveBeenCalled();
    expect(effects.toast).toHaveBeenCalledWith('x');
  });
});

describe('quiet calls', () => {
  it('only reject: no toast, no dialog, no logout', () => {
    const { catalogue, effects } = setup();
    thrown(() => catalogue.unwrap('main', { code: -201, msg: 'x', data: null }, true));
    thrown(() => catalogue.unwrap('admin', { code: 600001, msg: 'x', data: null }, true));
    expect(effects.toast).not.toHaveBeenCalled();
    expect(effects.endSession).not.toHaveBeenCalled();
    expect(effects.friendlyReminder).not.toHaveBeenCalled();
  });
});
