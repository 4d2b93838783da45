import {
  ERROR_TOAST_DEDUPE_MS,
  FRIENDLY_REMINDER_CODE,
  LOGOUT_GUARD_MS,
  sessionEndCodes,
  successCodes,
  type Envelope,
  type Service,
} from './contract';
import { ApiError } from './apiError';

/** What the catalogue does to the screen; injected so the rules can be tested alone. */
export interface ErrorEffects {
  toast(message: string): void;
  /** Log out and go to /login with the expiry message. */
  endSession(): void;
  /** The friendly-reminder dialog with its two buttons (admin code 600001). */
  friendlyReminder(message: string): void;
  /** Translated fallback texts. */
  text(key: 'generic' | 'network' | 'timeout'): string;
}

/** The error rules of SPEC §8, with the 3 s toast dedupe and the 2 s logout guard. */
export class ErrorCatalogue {
  private lastToastAt = Number.NEGATIVE_INFINITY;
  private lastLogoutAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly effects: ErrorEffects) {}

  isSuccess(service: Service, code: number): boolean {
    return successCodes[service].has(code);
  }

  /**
   * Returns the envelope's data, or shows the error and throws. A quiet call (background polling,
   * logout) only throws.
   */
  unwrap<T>(service: Service, envelope: Envelope<T>, quiet = false): T {
    if (this.isSuccess(service, envelope.code)) return envelope.data;
    const message = envelope.msg?.trim() || this.effects.text('generic');
    if (quiet) {
      // nothing on screen
    } else if (service === 'admin' && envelope.code === FRIENDLY_REMINDER_CODE) {
      this.effects.friendlyReminder(message);
    } else {
      this.showError(message);
    }
    if (!quiet && sessionEndCodes[service].has(envelope.code)) this.endSession();
    throw new ApiError({
      message,
      service,
      kind: 'envelope',
      code: envelope.code,
      data: envelope.data,
    });
  }

  /** A call that never produced an envelope. */
  fail(
    service: Service,
    kind: 'http' | 'timeout' | 'network',
    status?: number,
    quiet = false,
  ): never {
    const message = this.effects.text(kind === 'http' ? 'generic' : kind);
    if (!quiet) this.showError(message);
    throw new ApiError({ message, service, kind, code: status ?? null });
  }

  showError(message: string): void {
    const now = Date.now();
    if (now - this.lastToastAt < ERROR_TOAST_DEDUPE_MS) return;
    this.lastToastAt = now;
    this.effects.toast(message);
  }

  endSession(): void {
    const now = Date.now();
    if (now - this.lastLogoutAt < LOGOUT_GUARD_MS) return;
    this.lastLogoutAt = now;
    this.effects.endSession();
  }
}
