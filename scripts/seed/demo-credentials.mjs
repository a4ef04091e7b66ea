// The demo shop's name and owner credentials, in a module of their own: plain Node scripts (the
// Lighthouse benchmark) sign in with them without loading the API's TypeScript services.
export const DEMO_SHOP = 'Garage Tremblay & Fils';
export const DEMO_EMAIL = 'demo@atelier.test';
export const DEMO_PASSWORD = 'Atelier!2026';
