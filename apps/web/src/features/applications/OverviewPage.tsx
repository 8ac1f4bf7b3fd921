export { Overview as Component } from './ApplyPage';
