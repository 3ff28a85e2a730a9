/**
 * The first admin of the test database (a fresh PGlite per run): the API seeds it with these when
 * ADMIN_MOBILE and CVB_SEED_ADMIN_PASSWORD are set, which it honours outside production only.
 */
export const E2E_ADMIN = { mobile: '9000000042', password: 'e2e-editor-secret' } as const;
