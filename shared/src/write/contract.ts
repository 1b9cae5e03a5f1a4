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

// started when the module loads, so that the first answer checked does not wait for the schemas to be built (a test's
// time limit runs meanwhile); each import stays inside its production test, so a production build emits no zod chunk
let loading: Promise<Schemas> | undefined;
if (process.env.NODE_ENV !== 'production') loading = import('../schemas/index.js');

export async function checkAnswer<T>(name: ContractName, answer: T): Promise<T> {
  if (process.env.NODE_ENV !== 'production') {
    // the extension: the CommonJS build resolves like Node
    const schemas: Schemas = await (loading ??= import('../schemas/index.js'));
    const checked = (schemas[name] as ZodType).safeParse(answer);
    if (!checked.success) {
      // a development build or a test: say loudly which answer broke the contract, and where
      console.error(`The answer does not match ${name}:`, JSON.stringify(checked.error.issues.slice(0, 3)));
      throw checked.error;
    }
  }
  return answer;
}
