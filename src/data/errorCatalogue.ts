import {
  ERROR_TOAST_DEDUPE_MS,
  FRIENDLY_REMINDER_CODE,
  LOGOUT_GUARD_MS,
  sessionEndCodes,
  successCodes,
  type Service,
} from './contract';
import { ApiError } from './apiError';

/** What the catalogue does to the screen; injected so the rules can be tested alone. */
export interface ErrorEffects {
  toast(message: string): void;
  /** Log out and go to /login with the expiry message. */
  endSession(): void;
  /**
   * The friendly-reminder dialog with its two ways out (admin code 600001). False where it does
   * not open (the user is on one of its ways out already): the message then shows as any error.
   */
  friendlyReminder(message: string): boolean | void;
  /** Translated fallback texts. */
  text(key: 'generic' | 'network' | 'timeout' | 'malformed' | 'expired' | 'denied'): string;
}

/** An answer as it came: anything may be missing or of another type than the contract says. */
export interface RawEnvelope {
  code?: unknown;
  msg?: unknown;
  data?: unknown;
}

/**
 * Where a call stands with the session: the token it was sent with, the one in use now, and
 * whether the tab still holds a session at all (a token or a user; unknown counts as held).
 */
export interface CallSession {
  sentWith?: string;
  current?: string;
  signedIn?: boolean;
}

/**
 * A session's end answered to a call that says nothing of the session in use: sent with a token
 * since replaced, or sent without one while the tab holds none (a page still mounted as a logout
 * or another tab's clears it): there is nothing to end, nor to say.
 */
const endsNothing = (call: CallSession) =>
  call.sentWith !== call.current || (call.sentWith === undefined && call.signedIn === false);

/** The envelope's code as a number: a number, or numeric text; null when it has none. */
export function envelopeCode(envelope: unknown): number | null {
  if (typeof envelope !== 'object' || envelope === null) return null;
  const code = (envelope as RawEnvelope).code;
  if (typeof code === 'number' && Number.isFinite(code)) return code;
  if (typeof code === 'string' && /^-?\d+$/.test(code.trim())) return Number(code);
  return null;
}

/**
 * The error rules of SPEC §8: the 3 s dedupe applies to the same message only, the 2 s logout
 * guard, and a session ended only by an answer to the session in use.
 */
export class ErrorCatalogue {
  private readonly shownAt = new Map<string, number>();
  private lastLogoutAt = Number.NEGATIVE_INFINITY;
  private lastLoggedOut: string | undefined;

  constructor(private readonly effects: ErrorEffects) {}

  isSuccess(service: Service, code: number): boolean {
    return successCodes[service].has(code);
  }

  /**
   * Returns the envelope's data, or shows the error and throws. A quiet call (background polling,
   * logout) only throws; one quiet on `'refusals'` shows nothing but a session's end. The message is the server's when it is text, else a translated one.
   */
  unwrap<T>(
    service: Service,
    envelope: RawEnvelope,
    quiet: boolean | 'refusals' = false,
    call: CallSession = {},
  ): T {
    const code = envelopeCode(envelope);
    if (code === null) return this.fail(service, 'malformed', undefined, quiet === true);
    if (this.isSuccess(service, code)) return envelope.data as T;
    const sent = typeof envelope.msg === 'string' ? envelope.msg.trim() : '';
    const message = sent || this.effects.text('generic');
    const endsSession = sessionEndCodes[service].has(code);
    const stale = endsSession && endsNothing(call);
    // 'refusals': the caller says a refusal itself; a session's end is still the catalogue's.
    if (quiet === true || (quiet === 'refusals' && !endsSession) || stale) {
      // nothing on screen
    } else if (service === 'admin' && code === FRIENDLY_REMINDER_CODE) {
      if (this.effects.friendlyReminder(message) === false) this.showError(message);
    } else {
      this.showError(message);
    }
    if (quiet !== true && endsSession && !stale) this.endSession(call.sentWith);
    throw new ApiError({ message, service, kind: 'envelope', code, data: envelope.data });
  }

  /** HTTP 401, whatever its body (a gateway's text page): the session is over (SPEC §8). */
  unauthorized(service: Service, quiet = false, call: CallSession = {}): never {
    if (!quiet && !endsNothing(call)) this.endSession(call.sentWith);
    throw new ApiError({ message: this.effects.text('expired'), service, kind: 'http', code: 401 });
  }

  /** A call that never produced a usable envelope. */
  fail(
    service: Service,
    kind: 'http' | 'timeout' | 'network' | 'malformed',
    status?: number,
    quiet = false,
  ): never {
    const message = this.effects.text(kind === 'http' ? 'generic' : kind);
    if (!quiet) this.showError(message);
    throw new ApiError({ message, service, kind, code: status ?? null });
  }

  /** Shows an error, unless the very same message was shown less than 3 s ago. */
  showError(message: string): void {
    const now = Date.now();
    for (const [shown, at] of this.shownAt) {
      if (now - at >= ERROR_TOAST_DEDUPE_MS) this.shownAt.delete(shown);
    }
    if (this.shownAt.has(message)) return;
    this.shownAt.set(message, now);
    this.effects.toast(message);
  }

  /**
   * Ends the session, once for all the calls its end answers: another end of the same session
   * within 2 s is ignored (SPEC §8); the end of a session started since is not.
   */
  endSession(token?: string): void {
    const now = Date.now();
    if (now - this.lastLogoutAt < LOGOUT_GUARD_MS && token === this.lastLoggedOut) return;
    this.lastLogoutAt = now;
    this.lastLoggedOut = token;
    this.effects.endSession();
  }
}
