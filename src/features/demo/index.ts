/** The demo request's door for other features: the address of the demo request with a service chosen. */
export { demoRequestHref } from './demo';
