export { default as HomeRoute } from './routes/home';
