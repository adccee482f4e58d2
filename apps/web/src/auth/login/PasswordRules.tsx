import { PASSWORD_RULE_SUMMARY, passwordProblems } from '../password-rules';

/**
 * The spec 5 password rule, live: the summary first, then each rule the password still breaks.
 * `refusal` is the server's word on this very password (e.g. too common): it replaces the
 * green "meets all rules", which would contradict it.
 */
export function PasswordRules({
  id,
  password,
  touched,
  refusal,
}: {
  id: string;
  password: string;
  touched: boolean;
  refusal?: string | undefined;
}) {
  const problems = passwordProblems(password);
  if (problems.length === 0 && refusal) problems.push(refusal);
  if (!touched && password === '')
    return (
      <p id={id} className="field__hint">
        {PASSWORD_RULE_SUMMARY}
      </p>
    );
  if (problems.length === 0) {
    return (
      <p id={id} className="field__hint field__hint--ok">
        Password meets all rules.
      </p>
    );
  }
  return (
    <ul id={id} className="field__rules" aria-live="polite">
      {problems.map((problem) => (
        <li key={problem} className="field__error">
          {problem}
        </li>
      ))}
    </ul>
  );
}
