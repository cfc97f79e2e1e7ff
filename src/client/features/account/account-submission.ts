import { useRef, useState, type FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useNotices, type Notice } from '../../ui/notices';
import { failureMessage, fieldProblems } from './account-forms';

// How every account form sends: one call at a time (a second press before the answer sends
// nothing more), a failed call shown under the form and as a notice, and a 400's ModelState
// put under its fields with the first one focused.

interface SubmissionOptions<Values extends FieldValues> {
  /** The message when the call fails without saying why. */
  fallback: string;
  /** ModelState names of the server mapped onto the form's fields. */
  serverFieldOf?: Record<string, Path<Values>>;
  /** Where the notice shows (the login dialog wants it above the keyboard). */
  noticePosition?: Notice['position'];
}

export function useAccountSubmission<Values extends FieldValues>(
  form: UseFormReturn<Values> | null,
  { fallback, serverFieldOf = {}, noticePosition }: SubmissionOptions<Values>,
) {
  const { notify } = useNotices();
  const [problem, setProblem] = useState<string | null>(null);
  const submitting = useRef(false);

  const fail = (message: string) => {
    setProblem(message);
    void notify({ kind: 'negative', message, ...(noticePosition ? { position: noticePosition } : {}) });
  };

  const send = async (work: () => Promise<void>) => {
    if (submitting.current) return;
    submitting.current = true;
    setProblem(null);
    try {
      await work();
    } catch (error) {
      if (form) {
        const problems = fieldProblems(error, serverFieldOf);
        for (const [field, message] of problems) form.setError(field, { type: 'server', message });
        if (problems[0]) form.setFocus(problems[0][0]);
      }
      fail(failureMessage(error, fallback));
    } finally {
      submitting.current = false;
    }
  };

  /** The form's onSubmit: validates, then sends the values with `work`. */
  const submitWith = (work: (values: Values) => Promise<void>) => (event: FormEvent) => {
    if (!form) return;
    void form.handleSubmit((values) => send(() => work(values)))(event);
  };

  return { problem, setProblem, fail, send, submitWith };
}
