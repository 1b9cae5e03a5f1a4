/**
 * Swagger UI puts its operations in a `<main>`; the page already has one, the layout's, and a page has one main
 * landmark. This Swagger UI plugin draws its layout with a `<div>` there instead: the same elements otherwise, made
 * with Swagger UI's own React (`system.React`), which may not be the page's.
 */
interface ReactLike {
  isValidElement(node: unknown): node is { type: unknown; key: string | null; props: { children?: unknown } };
  createElement(type: unknown, props: Record<string, unknown> | null, ...children: unknown[]): unknown;
  cloneElement(element: unknown, props: Record<string, unknown> | undefined, ...children: unknown[]): unknown;
}

/** The element tree with every `<main>` drawn as a `<div>` with the same attributes and children. */
export function withoutMain(react: ReactLike, node: unknown): unknown {
  if (Array.isArray(node)) return node.map((child) => withoutMain(react, child));
  if (!react.isValidElement(node)) return node;
  const { children } = node.props;
  const drawn =
    children === undefined
      ? []
      : Array.isArray(children)
        ? withoutMain(react, children)
        : [withoutMain(react, children)];
  const kids = drawn as unknown[];
  if (node.type === 'main')
    return react.createElement('div', { ...node.props, key: node.key, children: undefined }, ...kids);
  return children === undefined ? node : react.cloneElement(node, undefined, ...kids);
}

type LayoutClass = new (props: Record<string, unknown>) => { render(): unknown };

/** What the plugin reads of Swagger UI's system when it is registered (after Swagger UI's own components). */
export interface SwaggerSystem {
  React: ReactLike;
  /** every component by name: a component, or a list of it and the wrappers other plugins put around it */
  getComponents(): Record<string, unknown>;
}

/**
 * The plugin: Swagger UI's own BaseLayout class, its main drawn as a div. (Wrapping it with `wrapComponents` would
 * wrap Swagger UI's error boundary around it, not the layout itself.) Nothing changes if the layout is not a class.
 */
export function oneMainPlugin(system: SwaggerSystem) {
  const found = system.getComponents().BaseLayout;
  const Base = (Array.isArray(found) ? found[0] : found) as LayoutClass | undefined;
  if (typeof Base?.prototype?.render !== 'function') return {};
  const react = system.React;
  return {
    components: {
      BaseLayout: class OneMainLayout extends Base {
        override render() {
          return withoutMain(react, super.render());
        }
      },
    },
  };
}
