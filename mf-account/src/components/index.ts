export { Field, FieldError, TextAreaField, CheckboxField } from './field';
export { Alert, Status, SubmitButton } from './feedback';
export { AlreadyLoggedIn, useLoggedInOnOpening } from './already-logged-in';
export { default as formStyles } from './form.module.css';
