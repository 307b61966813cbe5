/** The public forms' pieces other public forms reuse (the chapter page's "Visit as a guest"). */
export { FormCard } from './components/form-card';
export { HoneypotField } from './components/honeypot-field';
export { ThankYouPanel } from './components/thank-you-panel';
