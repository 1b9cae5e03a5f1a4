/**
 * DESIGN.md §4: development builds and tests parse every answer with the contract's zod schema. Production
 * builds skip it (webpack drops the branch), so zod never reaches the browser bundle.
 */
type Schemas = typeof import('@league/shared/schemas');
export type ContractName = 'sessionResponseSchema' | 'successSchema' | 'teamsResponseSchema' | 'resourceResponseSchema';

export async function checkContract<T>(name: ContractName, answer: T): Promise<T> {
  if (process.env.NODE_ENV !== 'production') {
    const schemas: Schemas = await import('@league/shared/schemas');
    schemas[name].parse(answer);
  }
  return answer;
}
