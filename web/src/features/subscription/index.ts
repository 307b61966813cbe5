export { SubscribeBlock } from './components/subscribe-block';
