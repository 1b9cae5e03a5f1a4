/**
 * What a service refuses, in the league's words and in French. Each carries the HTTP status the one error
 * handler (http/errors.ts) answers with, so services never speak HTTP yet need no mapping table.
 */
export abstract class DomainError extends Error {
  abstract readonly statusCode: number;
}

/** The input is well-formed but breaks a rule (400). */
export class Invalid extends DomainError {
  readonly statusCode = 400;
}

/** A problem with one field of a request: `path` names it as the JSON validation does ('body.name'). */
export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * A form's fields refused one by one (400), answered like a JSON body's validation: 'Requête invalide' and one
 * issue per field, so that the browser puts each beside its field instead of in one sentence.
 */
export class InvalidFields extends Invalid {
  constructor(readonly issues: readonly FieldIssue[]) {
    super('Requête invalide');
  }
}

/** The caller did not prove who they are: a wrong password, a used or expired link (401). */
export class Unauthenticated extends DomainError {
  readonly statusCode = 401;
}

/** The caller may not do this (403). */
export class Forbidden extends DomainError {
  readonly statusCode = 403;
}

/** The thing named does not exist (404). */
export class NotFound extends DomainError {
  readonly statusCode = 404;
}

/** The change clashes with the data as it stands (409). */
export class Conflict extends DomainError {
  readonly statusCode = 409;
}

/**
 * A warning the caller may pass (409): the answer names the body key (`confirm`) that, sent as true with the same
 * request, says the person saw it and goes on.
 */
export class NeedsConfirmation extends Conflict {
  constructor(
    message: string,
    readonly confirm: string,
  ) {
    super(message);
  }
}

/** A service the change depends on (mail) failed or is missing (502). */
export class Unavailable extends DomainError {
  readonly statusCode = 502;
}
