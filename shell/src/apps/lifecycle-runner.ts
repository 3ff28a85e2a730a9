import type { AppProps, LifeCycleFn } from 'single-spa';

/** single-spa allows a lifecycle to be one function or an array of them; run either in order. */
export async function runLifecycle<P extends AppProps>(
  lifecycle: LifeCycleFn<P> | Array<LifeCycleFn<P>>,
  props: P,
): Promise<void> {
  const steps = Array.isArray(lifecycle) ? lifecycle : [lifecycle];
  for (const step of steps) await step(props);
}
