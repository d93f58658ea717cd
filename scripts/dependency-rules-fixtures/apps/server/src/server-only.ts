export const serverOnly = 'server';
