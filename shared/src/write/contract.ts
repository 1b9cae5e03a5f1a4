import type { ZodType } from 'zod';

/**
 * Development builds and tests parse every answer with the contract's zod schema. Production
 * builds skip it (webpack's mode defines `process.env.NODE_ENV` and drops the branch), so the schemas and zod
 * never reach a production bundle: schemas are named, not imported.
 */
type Schemas = typeof import('../schemas');
export type ContractName = { [Name in keyof Schemas]: Schemas[Name] extends ZodType ? Name : never }[keyof Schemas];

// module-scoped: the browser has no `process`; webpack replaces `process.env.NODE_ENV` at build time
declare const process: { env: { NODE_ENV?: string } };

export async function checkAnswer<T>(name: ContractName, answer: T): Promise<T> {
  if (process.env.NODE_ENV !== 'production') {
    const schemas: Schemas = await import('../schemas/index.js'); // the extension: the CommonJS build resolves like Node
    (schemas[name] as ZodType).parse(answer);
  }
  return answer;
}
