/** The cached GET /api/auth/validate answer (the session check the shell runs once per visit). */
export const validateKey = ['auth', 'validate'] as const;
