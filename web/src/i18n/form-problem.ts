/**
 * A problem a form finds before sending (sign-up, password change), as the key of its message in
 * the catalogues: `form.<problem>`.
 */
export type FormProblem = 'fillEveryField' | 'chooseBirthYear' | 'passwordsDiffer' | 'passwordTooShort';
