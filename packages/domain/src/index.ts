export * from './constants.ts';
export * from './user-profile.ts';
