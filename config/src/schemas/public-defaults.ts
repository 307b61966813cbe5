/**
 * The public forms' initial values (sign-in, sign-up, forgot and reset password, contact and
 * start-a-chapter), apart from their yup schemas so the web app can draw a form without loading
 * yup: the schemas come with the first validation (web/src/lib/lazy-validation.ts).
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
