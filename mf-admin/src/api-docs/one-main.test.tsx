import * as React from 'react';
import { render } from '@testing-library/react';
import { oneMainPlugin, withoutMain } from './one-main';

const react = React as unknown as Parameters<typeof withoutMain>[0];

/** Swagger UI's layout, in short: its operations in a main, deep inside a component's children. */
function Filter({ children }: { children?: React.ReactNode }) {
  return <section>{children}</section>;
}
class Layout extends React.Component {
  override render() {
    return (
      <div className="swagger-ui">
        <Filter>
          <h2>Infos</h2>
          <main id="operations" tabIndex={-1}>
            <p>GET /api/teams</p>
          </main>
        </Filter>
      </div>
    );
  }
}

describe('one main landmark on the API page', () => {
  it('draws every main of a tree as a div with the same attributes and content', () => {
    const { container } = render(<>{withoutMain(react, <Layout />) as React.ReactNode}</>);
    // a component element is kept as it is: it renders its own tree
    expect(container.querySelectorAll('main')).toHaveLength(1);
    const { container: drawn } = render(<>{withoutMain(react, new Layout({}).render()) as React.ReactNode}</>);
    expect(drawn.querySelector('main')).toBeNull();
    const operations = drawn.querySelector('#operations');
    expect(operations?.tagName).toBe('DIV');
    expect(operations?.getAttribute('tabindex')).toBe('-1');
    expect(operations?.textContent).toBe('GET /api/teams');
    expect(drawn.querySelector('h2')?.textContent).toBe('Infos');
  });

  it("draws Swagger UI's BaseLayout class without a main, and leaves a layout that is no class as it is", () => {
    const system = (BaseLayout: unknown) => ({ React: react, getComponents: () => ({ BaseLayout }) });
    const { BaseLayout } = (oneMainPlugin(system([Layout, (wrapped: unknown) => wrapped])).components ?? {}) as {
      BaseLayout?: React.ComponentType;
    };
    expect(BaseLayout).toBeDefined();
    const Drawn = BaseLayout as React.ComponentType;
    const { container } = render(<Drawn />);
    expect(container.querySelectorAll('main')).toHaveLength(0);
    expect(container.querySelector('#operations')?.textContent).toBe('GET /api/teams');
    expect(oneMainPlugin(system(() => null))).toEqual({});
  });
});
