/** One yup schema per form of spec §5, with its default values and the helpers the forms need. */
export * from './schemas/index';
