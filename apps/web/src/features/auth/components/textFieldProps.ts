/** What every identifier or token field of the sign-in pages shares: no autocorrect, big touch target. */
export const textFieldProps = {
  autoCapitalize: 'none',
  spellCheck: false,
  required: true,
  withAsterisk: false,
  size: 'md',
} as const;
