export * from './age';
export * from './blood-groups';
export * from './categories';
export * from './contact';
export * from './errors';
export * from './limits';
export * from './messages';
