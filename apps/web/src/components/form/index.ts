// The shared form layer: react-hook-form + zod over the rules in libs/domain, wrapped once for Chakra.
export { Form, type FormProps } from './form';
export { SubmitButton, type SubmitButtonProps } from './submit-button';
export { TextField, type TextFieldProps } from './text-field';
export { useZodForm, type FormSchema, type ZodForm } from './use-zod-form';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
export { SelectField, type SelectFieldProps } from './select-field';
export { TextareaField, type TextareaFieldProps } from './textarea-field';
export { useFieldErrorText } from './field-error';
export { isRequiredField } from './required';
export { UnsavedChanges, type UnsavedChangesProps, type UnsavedChangesTexts } from './unsaved-changes';
export { FormDialog, type FormDialogProps } from './form-dialog';
export { PincodeFilledStatus } from './pincode-filled-status';
