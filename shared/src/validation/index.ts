export * from './email';
export * from './sign-up';
export * from './document-key';
export * from './join-year';
