/**
 * What a form for one profile answer takes, the same in onboarding (submitLabel "Continue",
 * then the next step) and in settings ("Save", then back): the saved answer, if any, to start from.
 */
export interface ProfileAnswerFormProps<T> {
  initial: T | null | undefined;
  submitLabel: string;
  busy: boolean;
  onSubmit: (value: T) => void;
}
