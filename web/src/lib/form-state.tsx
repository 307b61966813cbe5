import type {
  FieldConfig,
  FieldHelperProps,
  FieldInputProps,
  FieldMetaProps,
  FormikErrors,
  FormikHelpers,
  FormikProps,
  FormikTouched,
  FormikValues,
} from 'formik';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
  type ReactNode,
} from 'react';

/**
 * The form state the shared form components (components/ui/form) read: the part of Formik's
 * context they use. Two providers fill it:
 * - LightFormik below, for the public forms (sign-in, sign-up, passwords, contact, start a
 *   chapter): Formik's behaviour for flat forms in about 1 KB, so a public screen's first load
 *   carries neither Formik nor lodash (the budget: 120 KB gzipped per public route);
 * - Formik itself, through lib/formik-bridge.tsx, for the portal's forms.
 * This module imports Formik's types only, never Formik.
 */
export type FormState<Values = FormikValues> = Pick<
  FormikProps<Values>,
  | 'values'
  | 'errors'
  | 'touched'
  | 'status'
  | 'isSubmitting'
  | 'isValidating'
  | 'submitCount'
  | 'handleSubmit'
  | 'handleReset'
  | 'getFieldProps'
  | 'getFieldMeta'
  | 'getFieldHelpers'
  | 'setErrors'
  | 'setFieldError'
  | 'setFieldTouched'
  | 'setFieldValue'
  | 'setStatus'
  | 'setSubmitting'
  | 'setTouched'
  | 'setValues'
  | 'submitForm'
  | 'validateForm'
  | 'resetForm'
>;

const FormStateContext = createContext<FormState | null>(null);

export const FormStateProvider = FormStateContext.Provider;

/** The enclosing form's state (what Formik's useFormikContext gives). */
export function useFormState<Values = FormikValues>(): FormState<Values> {
  const state = useContext(FormStateContext);
  if (!state) throw new Error('A form component is used outside a form (LightFormik, or Formik from lib/formik-bridge)');
  return state as unknown as FormState<Values>;
}

/** A field's input props, meta and helpers (what Formik's useField gives). */
export function useFormField<Value>(
  nameOrConfig: string | FieldConfig<Value>,
): [FieldInputProps<Value>, FieldMetaProps<Value>, FieldHelperProps<Value>] {
  const form = useFormState();
  const name = typeof nameOrConfig === 'string' ? nameOrConfig : nameOrConfig.name;
  const { getFieldHelpers } = form;
  const helpers = useMemo(() => getFieldHelpers<Value>(name), [getFieldHelpers, name]);
  return [form.getFieldProps<Value>(nameOrConfig), form.getFieldMeta<Value>(name), helpers];
}

/** What LightFormik hands to onSubmit: the helpers the public forms use. */
export type LightFormikHelpers<Values> = Pick<
  FormikHelpers<Values>,
  'setErrors' | 'setFieldError' | 'setStatus' | 'setSubmitting' | 'setTouched' | 'setValues' | 'setFieldValue' | 'setFieldTouched' | 'resetForm'
>;

interface LightFormikProps<Values extends FormikValues> {
  initialValues: Values;
  /** Formik's `validate`: all errors for the values (lib/lazy-validation.ts wraps a yup schema). */
  validate: (values: Values) => Promise<FormikErrors<Values>>;
  /** As Formik: a returned promise keeps isSubmitting true until it settles. */
  onSubmit: (values: Values, helpers: LightFormikHelpers<Values>) => void | Promise<unknown>;
  children: ReactNode;
}

interface State<Values> {
  values: Values;
  errors: FormikErrors<Values>;
  touched: FormikTouched<Values>;
  status?: unknown;
  isSubmitting: boolean;
  isValidating: boolean;
  submitCount: number;
}

const sameErrors = (a: object, b: object) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([key, value]) => (b as Record<string, unknown>)[key] === value);

const fieldOf = (target: EventTarget & { name?: string; id?: string }) => target.name || target.id || '';

/**
 * Formik's state machine for a flat form (every field a top-level key of the values): validation
 * of all fields on every change and blur, every field touched and validated on submit, focus and
 * error texts left to the components. Same defaults as Formik (validateOnChange, validateOnBlur).
 */
export function LightFormik<Values extends FormikValues>({ initialValues, validate, onSubmit, children }: LightFormikProps<Values>) {
  const [initial] = useState(initialValues);
  const [state, setState] = useState<State<Values>>(() => ({
    values: { ...initialValues },
    errors: {},
    touched: {},
    status: undefined,
    isSubmitting: false,
    isValidating: false,
    submitCount: 0,
  }));
  // The newest state for the callbacks, which may run several updates in a row (Formik's dispatch).
  const stateRef = useRef(state);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const update = useCallback((change: Partial<State<Values>>) => {
    stateRef.current = { ...stateRef.current, ...change };
    if (mounted.current) setState(stateRef.current);
  }, []);

  // The newest props, for the stable callbacks below (Formik's useEventCallback).
  const props = useRef({ validate, onSubmit });
  useLayoutEffect(() => {
    props.current = { validate, onSubmit };
  });

  const form = useMemo(() => {
    const setErrors = (errors: FormikErrors<Values>) => {
      if (!sameErrors(stateRef.current.errors, errors)) update({ errors });
    };
    const validateForm = async (values: Values = stateRef.current.values) => {
      update({ isValidating: true });
      try {
        const errors = await props.current.validate(values);
        update({ isValidating: false });
        setErrors(errors);
        return errors;
      } catch (error) {
        update({ isValidating: false });
        throw error;
      }
    };
    const setValues = (next: Values | ((values: Values) => Values), shouldValidate = true) => {
      const values = typeof next === 'function' ? next(stateRef.current.values) : next;
      update({ values });
      return shouldValidate ? validateForm(values) : Promise.resolve();
    };
    const setFieldValue = (field: string, value: unknown, shouldValidate = true) =>
      setValues({ ...stateRef.current.values, [field]: value }, shouldValidate);
    const setTouched = (touched: FormikTouched<Values>, shouldValidate = true) => {
      update({ touched });
      return shouldValidate ? validateForm() : Promise.resolve();
    };
    const setFieldTouched = (field: string, touched = true, shouldValidate = true) =>
      setTouched({ ...stateRef.current.touched, [field]: touched }, shouldValidate);
    const setFieldError = (field: string, message: string | undefined) => {
      const errors: Record<string, unknown> = { ...stateRef.current.errors };
      if (message === undefined) delete errors[field];
      else errors[field] = message;
      update({ errors: errors as FormikErrors<Values> });
    };
    const setStatus = (status?: unknown) => update({ status });
    const setSubmitting = (isSubmitting: boolean) => update({ isSubmitting });
    const resetForm = (next?: Partial<State<Values>>) =>
      update({ values: { ...initial }, errors: {}, touched: {}, status: undefined, isSubmitting: false, submitCount: 0, ...next });
    const helpers: LightFormikHelpers<Values> = {
      setErrors,
      setFieldError,
      setStatus,
      setSubmitting,
      setTouched,
      setValues,
      setFieldValue,
      setFieldTouched,
      resetForm,
    };

    const submitForm = async () => {
      const { values, submitCount } = stateRef.current;
      const touched = Object.fromEntries(Object.keys(values).map((key) => [key, true])) as FormikTouched<Values>;
      update({ touched, isSubmitting: true, submitCount: submitCount + 1 });
      const errors = await validateForm(values).catch((error: unknown) => {
        update({ isSubmitting: false });
        throw error;
      });
      if (Object.keys(errors).length > 0) {
        update({ isSubmitting: false });
        return;
      }
      const result = props.current.onSubmit(stateRef.current.values, helpers);
      // A synchronous onSubmit sets isSubmitting back itself, as with Formik.
      if (result === undefined) return;
      try {
        await result;
      } finally {
        update({ isSubmitting: false });
      }
    };

    const handleChange = (eventOrField: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement> | string) => {
      if (typeof eventOrField === 'string') {
        return (event: ChangeEvent<HTMLInputElement>) => void setFieldValue(eventOrField, event.target.value);
      }
      const target = eventOrField.target;
      const { type, value } = target;
      let parsed: unknown = value;
      if (type === 'checkbox') parsed = (target as HTMLInputElement).checked;
      else if (type === 'number' || type === 'range') parsed = Number.isNaN(parseFloat(value)) ? '' : parseFloat(value);
      void setFieldValue(fieldOf(target), parsed);
      return undefined;
    };
    const handleBlur = (eventOrField: FocusEvent<HTMLElement & { name?: string }> | string) => {
      if (typeof eventOrField === 'string') return () => void setFieldTouched(eventOrField, true);
      void setFieldTouched(fieldOf(eventOrField.target), true);
      return undefined;
    };

    return {
      setErrors,
      setFieldError,
      setFieldTouched,
      setFieldValue,
      setStatus,
      setSubmitting,
      setTouched,
      setValues,
      submitForm,
      validateForm,
      resetForm,
      handleChange,
      handleBlur,
      handleSubmit: (event?: FormEvent<HTMLFormElement>) => {
        event?.preventDefault();
        event?.stopPropagation();
        submitForm().catch((reason: unknown) => console.warn('Warning: An unhandled error was caught from submitForm()', reason));
      },
      handleReset: (event?: FormEvent<HTMLFormElement>) => {
        event?.preventDefault();
        event?.stopPropagation();
        resetForm();
      },
      getFieldHelpers: <Value,>(name: string): FieldHelperProps<Value> => ({
        setValue: (value: Value, shouldValidate?: boolean) => setFieldValue(name, value, shouldValidate) as Promise<void | FormikErrors<Value>>,
        setTouched: (value: boolean, shouldValidate?: boolean) => setFieldTouched(name, value, shouldValidate) as Promise<void | FormikErrors<Value>>,
        setError: (value: string | undefined) => setFieldError(name, value),
      }),
    };
  }, [initial, update]);

  const value: FormState<Values> = {
    ...form,
    values: state.values,
    errors: state.errors,
    touched: state.touched,
    status: state.status,
    isSubmitting: state.isSubmitting,
    isValidating: state.isValidating,
    submitCount: state.submitCount,
    getFieldProps: <Value,>(nameOrConfig: string | FieldConfig<Value>): FieldInputProps<Value> => {
      const config = typeof nameOrConfig === 'string' ? { name: nameOrConfig } : nameOrConfig;
      const fieldValue = state.values[config.name] as Value;
      const props: FieldInputProps<Value> = {
        name: config.name,
        value: fieldValue,
        onChange: form.handleChange as FieldInputProps<Value>['onChange'],
        onBlur: form.handleBlur as FieldInputProps<Value>['onBlur'],
      };
      if (config.type === 'checkbox') props.checked = Boolean(fieldValue);
      return props;
    },
    getFieldMeta: <Value,>(name: string): FieldMetaProps<Value> => ({
      value: state.values[name] as Value,
      error: (state.errors as Record<string, string | undefined>)[name],
      touched: Boolean((state.touched as Record<string, unknown>)[name]),
      initialValue: initial[name] as Value,
      initialTouched: false,
      initialError: undefined,
    }),
  };

  return <FormStateProvider value={value as unknown as FormState}>{children}</FormStateProvider>;
}
