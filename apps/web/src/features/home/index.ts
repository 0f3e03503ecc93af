// The home feature's public entry: other code imports it from here, never from its files.
export { ServicesSection } from './components/services-section';
export { OpenRequestsNearMe } from './components/near-me-slot';
