/**
 * The public forms' initial values (sign-in, sign-up, forgot and reset password, contact,
 * start-a-chapter and the chapter page's "Visit as a guest"), apart from their yup schemas so the
 * web app can draw a form without loading yup: the schemas come with the first validation
 * (web/src/lib/lazy-validation.ts).
 */
export const signInDefaults = { email: '', password: '', rememberMe: false };

export const signUpDefaults = {
  firstname: '',
  lastname: '',
  email: '',
  phoneNumber: '',
  phoneExt: '',
  password: '',
  confirmPassword: '',
  chapterId: null as number | null,
  terms: false,
};

export const forgotPasswordDefaults = { email: '' };

export const resetPasswordFormDefaults = { newPassword: '', confirmPassword: '' };

export const contactDefaults = { firstname: '', lastname: '', email: '', phoneNumber: '', phoneExt: '', message: '' };

/** The chapter page's "Visit as a guest" form (its schema: visitorSchema in visitors.ts). */
export const visitorDefaults = { firstname: '', lastname: '', email: '', phoneNumber: '', phoneExt: '', company: '', industry: '', heardFrom: '' };
