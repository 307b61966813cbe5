export { hostedPage } from './api/redirect';
export { ManageBillingButton } from './components/manage-billing-button';
export { SubscribeBlock } from './components/subscribe-block';
export { PlanChoice } from './components/plan-choice';
