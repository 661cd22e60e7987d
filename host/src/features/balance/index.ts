export { HeaderBalance } from './HeaderBalance';
