export { Form } from './form';
export { FormCheckbox } from './form-checkbox';
export { FormInput, FormPassword } from './form-input';
export { FormIdSelect, FormSelect, FormTimeSelect } from './form-select';
export { FormSubmit } from './form-submit';
export { FormTextArea } from './form-text-area';
export { FieldRow, FieldStack, FormActions, FormSection } from './form-layout';
export { FormSearchSelect } from './form-search-select';
export { FormPlaceFields } from './form-place-fields';
