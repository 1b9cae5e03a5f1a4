// swagger-ui-dist ships no types: the little the API page uses of it.
declare module 'swagger-ui-dist/swagger-ui-bundle.js' {
  interface SwaggerUi {
    specActions: { updateSpec(spec: string): void };
  }
  const SwaggerUIBundle: (options: Record<string, unknown>) => SwaggerUi;
  export default SwaggerUIBundle;
}
declare module 'swagger-ui-dist/swagger-ui.css';
