import { ApiError, messages } from '@league/shared';
import { emailMessages } from '@league/shared/validation';
import { mailRequestBody, mailRequestProblems, serverReason, formLabels, type MailRequest } from './mail-request';

const valid: MailRequest = { name: 'Julie Roy', email: 'julie@exemple.ca', message: 'Bonjour' };

describe('mail request checks', () => {
  it.each<[string, Partial<MailRequest>, boolean, Record<string, string>]>([
    ['a complete request', {}, true, {}],
    ['a missing name', { name: '   ' }, true, { name: formLabels.nameMissing }],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, true, { name: formLabels.nameTooLong }],
    ['a missing e-mail', { email: '' }, true, { email: emailMessages.missing }],
    ['an e-mail with two @', { email: 'a@b@c.ca' }, true, { email: emailMessages.oneAt }],
    ['an e-mail without domain', { email: 'julie@exemple' }, true, { email: emailMessages.invalid }],
    ['a missing required message', { message: ' ' }, true, { message: formLabels.messageMissing }],
    ['a missing optional message', { message: '' }, false, {}],
    ['a message over 5000 characters', { message: 'x'.repeat(5001) }, false, { message: formLabels.messageTooLong }],
  ])('%s', (_case, change, messageRequired, expected) => {
    expect(mailRequestProblems({ ...valid, ...change }, { messageRequired })).toEqual(expected);
  });

  it('sends trimmed text and leaves out an empty message', () => {
    expect(mailRequestBody({ name: ' Julie ', email: ' julie@exemple.ca ', message: '  ' })).toEqual({
      name: 'Julie',
      email: 'julie@exemple.ca',
    });
    expect(mailRequestBody({ ...valid, message: ' Salut ' })).toEqual({ ...valid, message: 'Salut' });
  });
});

describe('the server reason added to a failure', () => {
  it.each<[string, unknown, string | null]>([
    [
      'a rate limit',
      new ApiError(429, 'Trop de tentatives\u202f: réessayez dans 1 minute'),
      'Trop de tentatives\u202f: réessayez dans 1 minute',
    ],
    [
      'refused fields',
      new ApiError(400, 'Requête invalide', [
        { path: 'body.name', message: 'Caractères de contrôle interdits' },
        { path: 'body.email', message: 'Courriel invalide' },
      ]),
      'Caractères de contrôle interdits\u202f; Courriel invalide',
    ],
    ['the same words as the failure', new ApiError(502, 'Échec'), null],
    ['an answer without a reason', new ApiError(500, `${messages.unknownError} (HTTP 500)`), null],
    ['a network failure', new TypeError('Failed to fetch'), null],
  ])('%s', (_case, error, expected) => {
    expect(serverReason(error, 'Échec')).toBe(expected);
  });
});
