/** What the remotes' tests share: render inside a remote's providers, and realistic fixtures. */
export * from './test-providers';
export * from './vehicle-brand-fixture';
export * from './seen-or-idle-fakes';
