import { messages, useLeagueWrite } from '@league/shared';
import { useRef, useState } from 'react';
import {
  EMPTY_MAIL_REQUEST,
  mailRequestBody,
  mailRequestProblems,
  serverReason,
  type MailField,
  type MailProblems,
  type MailRequest,
} from './mail-request';

export type MailFormStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string }
  | { kind: 'failed'; message: string; reason: string | null };

export interface MailFormOptions {
  messageRequired: boolean;
  send: (body: ReturnType<typeof mailRequestBody>) => Promise<unknown>;
  /** the spec's failure message for what was typed */
  failure: (values: MailRequest) => string;
  /** the send's request status key */
  requestKey?: string;
}

/**
 * A form that sends one e-mail request: checks first, one send at a time, 'Email was sent' on success
 * (the form empties), the spec's failure message and the server's reason on failure (what was typed stays).
 */
export function useMailForm({ messageRequired, send, failure, requestKey = 'mailRequest' }: MailFormOptions) {
  const [values, setValues] = useState<MailRequest>(EMPTY_MAIL_REQUEST);
  const [problems, setProblems] = useState<MailProblems>({});
  const [status, setStatus] = useState<MailFormStatus>({ kind: 'idle' });
  const checked = useRef(false);
  // the form shows its outcome itself, under the button: no toast
  const write = useLeagueWrite(requestKey, { toast: false });

  const change = (field: MailField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // once a send was refused, problems follow the typing so a fixed field stops saying it is wrong
    if (checked.current) setProblems(mailRequestProblems(next, { messageRequired }));
  };

  const submit = async (): Promise<MailProblems> => {
    if (write.busy) return {};
    checked.current = true;
    const found = mailRequestProblems(values, { messageRequired });
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setStatus({ kind: 'idle' });
      return found;
    }
    setStatus({ kind: 'sending' });
    const message = failure(values);
    const outcome = await write.run(() => send(mailRequestBody(values)), { failure: message });
    if (outcome.ok) {
      checked.current = false;
      setValues(EMPTY_MAIL_REQUEST);
      setStatus({ kind: 'sent', message: messages.emailSent });
    } else if ('error' in outcome) {
      setStatus({ kind: 'failed', message, reason: serverReason(outcome.error, message) });
    }
    return {};
  };

  return { values, problems, status, change, submit };
}
