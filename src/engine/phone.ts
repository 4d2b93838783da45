/**
 * Phone numbers (SPEC §5: "mainland mobile number checks exist"). The mainland rule applies to
 * mainland numbers only: those written with +86, 0086 or 86 before 11 digits, or 11 digits
 * starting with 1 and no country code. Any other number is taken in international form: a
 * leading +, digits, spaces, dashes, dots or parentheses, 6 to 20 digits in all.
 */
export type PhoneProblem = 'mobile' | 'phone';

const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;
const MAINLAND_PREFIX = /^(?:\+86|0086|86(?=\d{11}$))/;
/** The characters a phone number may hold (its digits counted apart: 6 to 20). */
export const INTERNATIONAL = /^\+?[\d\s().-]+$/;

/** Why a phone number is refused, or undefined when it is accepted (a blank one too). */
export function phoneProblem(value: unknown): PhoneProblem | undefined {
  const text = value === undefined || value === null ? '' : String(value).trim();
  if (!text) return undefined;
  const compact = text.replace(/[\s().-]/g, '');
  if (MAINLAND_PREFIX.test(compact) || /^1\d{10}$/.test(compact)) {
    return MAINLAND_MOBILE.test(compact.replace(MAINLAND_PREFIX, '')) ? undefined : 'mobile';
  }
  const digits = compact.replace(/\D/g, '').length;
  return INTERNATIONAL.test(text) && digits >= 6 && digits <= 20 ? undefined : 'phone';
}
