// Lets component tests render pages that contain server components.
import {
  Children,
  cloneElement,
  createElement,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react';

type Props = { children?: ReactNode };
type Component = (props: object) => ReactNode | Promise<ReactNode>;

const isClass = (type: Component) => Boolean(type.prototype?.isReactComponent);

// `render(await serverTree(<Page />))`. A component whose hooks throw here is a client one.
export async function serverTree(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(serverTree));
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<Props>;
  if (typeof element.type === 'function' && !isClass(element.type as Component)) {
    const rendered = renderServer(element.type as Component, element.props);
    // Keyed as the component was, since it may be one of a list.
    if (rendered !== undefined)
      return createElement(Fragment, { key: element.key }, await serverTree(await rendered));
  }
  if (element.props.children === undefined) return element;
  const children = await Promise.all(Children.toArray(element.props.children).map(serverTree));
  return cloneElement(element, undefined, ...children);
}

function renderServer(component: Component, props: object) {
  // React reports the hook that gives a client component away; here that is expected.
  const report = console.error;
  console.error = () => undefined;
  try {
    return component(props);
  } catch {
    return undefined;
  } finally {
    console.error = report;
  }
}
