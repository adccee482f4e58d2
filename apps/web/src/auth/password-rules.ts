import { isApplePrivateRelay, passwordProblems } from '@tricoach/core/validation/password';

export { isApplePrivateRelay, passwordProblems };

/** The rule as one sentence, shown before the user has typed anything (spec 5). */
export const PASSWORD_RULE_SUMMARY =
  'At least 10 characters with a lowercase letter, an uppercase letter and a digit.';

export const PRIVATE_RELAY_HINT =
  'Please use an email address we can reply to. Apple private relay addresses cannot receive our answers.';
