export { SubscriptionStatusBadge } from './components/subscription-status';
