import { lazy, type ComponentType } from 'react';

/** A page whose code loads on demand and can be loaded ahead, before a render that needs it. */
export interface LazyPage {
  (): React.JSX.Element;
  preload: () => Promise<unknown>;
}

/**
 * Wraps a dynamically imported page. Once its code is in (preloaded on the server before
 * rendering, and in the browser before hydrating), it renders synchronously: no Suspense
 * fallback, so the browser's first render matches the server's HTML. Before that it suspends
 * like React.lazy, and the nearest Suspense boundary shows the spinner.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download (a deploy replaced the chunk, the network dropped) may be retried.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const Page = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  };
  Page.preload = preload;
  return Page;
}
