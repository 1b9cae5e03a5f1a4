export { Field, TextAreaField, CheckboxField } from './field';
export { Alert, Status, SubmitButton } from './feedback';
export { default as formStyles } from './form.module.css';
