export { ApplyLanding as Component } from './ApplyPage';
