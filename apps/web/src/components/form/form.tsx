import { createContext, useId, useRef, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { FailureTextOptions } from '../../lib/errors';
import { showSubmitFailure } from './submit-failure';
import { useReportUnsaved } from './unsaved-changes';

/** Read by SubmitButton: whether a successful submit leaves the page (so the form stays busy). */
export const LeavesOnSuccessContext = createContext(false);

export interface FormProps<Values extends FieldValues, Output> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  form: UseFormReturn<Values, unknown, Output>;
  /** Sends the checked values; a rejection is shown by showSubmitFailure. */
  onSubmit: (values: Output) => Promise<void>;
  /** The screen's own failure texts (SPEC section 8), if it has any. */
  failureTexts?: FailureTextOptions;
  /** A success ends with a full page load (login, signup): the submit button stays busy until it comes. */
  leavesOnSuccess?: boolean;
  children: ReactNode;
}

/**
 * A form of the shared layer. The browser's validation bubbles are off (the schema's messages
 * show at the fields instead) and a failed submit is shown in one place. While a submit runs, its
 * SubmitButton is disabled, which also stops Enter from sending again (no implicit submission
 * through a disabled default button), and a second submit that comes before that is dropped. On a page of forms saved one by one (UnsavedChanges), it
 * says, by its aria-label, whether it holds changes that are not saved.
 */
export function Form<Values extends FieldValues, Output>({
  form,
  onSubmit,
  failureTexts,
  leavesOnSuccess = false,
  children,
  ...props
}: FormProps<Values, Output>) {
  // While its save runs, a form is not 'unsaved' (a page may move on as the save lands).
  useReportUnsaved(useId(), props['aria-label'], form.formState.isDirty && !form.formState.isSubmitting);
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showSubmitFailure(error, form, failureTexts);
    }
  });
  // A second submit before the first has shown itself busy (a double tap: the button is disabled
  // only once React has rendered the submitting state) is dropped, not sent again.
  const running = useRef(false);
  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (running.current) {
      event.preventDefault();
      return;
    }
    running.current = true;
    void submit(event).finally(() => (running.current = false));
  };
  return (
    <LeavesOnSuccessContext.Provider value={leavesOnSuccess}>
      <form noValidate {...props} onSubmit={onFormSubmit}>
        {children}
      </form>
    </LeavesOnSuccessContext.Provider>
  );
}
