import { formatMessage, messages } from './messages';

describe('message catalogue', () => {
  it('fills placeholders', () => {
    expect(formatMessage('matchRescheduleFailed', { date: '2026-06-01', field: 'Parc Jarry' })).toBe(
      'Failed to reschedule match (2026-06-01, Parc Jarry)',
    );
  });

  it('keeps a placeholder visible when its value is missing', () => {
    expect(formatMessage('resourceFailed')).toBe('Could not retrieve resource <{title}>');
  });

  it.each([
    ['passwordResetRequired', 'Le mot de passe doit etre réinitialisé'],
    ['matchAddFailed', "Le match n'a pas pu être ajouté"],
    ['passwordMismatch', 'Password do not match'],
  ] as const)('holds %s verbatim', (key, text) => {
    expect(messages[key]).toBe(text);
  });
});
